import type { IncomingMessage } from 'node:http';
import type { Pool } from 'pg';
import { type Handler, sendJson } from '../http.ts';
import type { StorageSettings } from '../supabase-config.ts';
import { bucketRoutes } from './bucket-routes.ts';
import type { StorageContext } from './context.ts';
import { errors, toStorageError } from './errors.ts';
import { objectRoutes } from './object-routes.ts';
import { dispatch, type Route } from './routes.ts';

export type StorageServiceOptions = {
  pool: Pool;
  jwtSecret: string;
  apiUrl: string;
  objectsDir: string;
  settings: StorageSettings;
  log: (line: string) => void;
};

const routes: Route[] = [...bucketRoutes, ...objectRoutes];

/** Lets the client finish sending a body we will not read before it gets our answer. */
function drain(req: IncomingMessage): Promise<void> {
  if (req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    req.once('end', resolve);
    req.once('close', resolve);
    req.once('error', () => resolve());
    req.resume();
  });
}

/**
 * The Storage API (what `supabase.storage` calls) behind `/storage/v1`: objects on disk under
 * `objectsDir`, their rows in `storage.objects`, every read and write of a caller made in the
 * caller's role so that the project's storage policies decide, as on Supabase.
 */
export function createStorageService(options: StorageServiceOptions): Handler {
  const ctx: StorageContext = {
    pool: options.pool,
    jwtSecret: options.jwtSecret,
    objectsDir: options.objectsDir,
    fileSizeLimit: options.settings.fileSizeLimit,
    log: options.log,
  };
  return async (req, res, url) => {
    try {
      await dispatch(ctx, routes, { req, res, url });
    } catch (error) {
      const answer = toStorageError(error);
      if (!answer) {
        ctx.log(`[storage] ${req.method} ${url.pathname}: ${(error as Error).stack ?? error}`);
      }
      const { status, body, headers } = answer ?? errors.internal();
      await drain(req);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, status, body, headers);
    }
  };
}
