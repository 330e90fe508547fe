// The local production preview of the site, and the deploy hook that rebuilds it: what a static
// host (Netlify, Vercel, Cloudflare Pages) does for the hosted project. `POST
// /_preview/deploy-hook` answers at once, as a host's build hook does, and builds the site against
// the local stack; every other address is served from the last good build by its own host rules.
// Tests read `GET /_preview/builds` and queue failures with `POST /_preview/faults` (the mail
// catcher's shape: `{"responses":[{"status":500}]}`, `delay_ms` to hang).
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { HttpError, readJson, sendJson } from './http.ts';
import { faultProblem, hang, type InjectedFault } from './mail/faults.ts';
import type { ChildRecord } from './processes.ts';
import { type PreviewBuilds, previewBuilds } from './site-preview/builds.ts';
import { serveBuilt } from './site-preview/static-host.ts';

/** The path of the preview's deploy hook (SITE_DEPLOY_HOOK_URL points at it locally). */
export const deployHookPath = '/_preview/deploy-hook';

export type SitePreviewOptions = {
  port: number;
  /** Build on each hook call; off, calls are only recorded (test stacks that never look at HTML). */
  builds: boolean;
  dataDir: string;
  /** What each build bakes in (the API's URL, the browser key, SITE_URL). */
  buildEnv: Record<string, string>;
  log: (line: string) => void;
  record?: ChildRecord;
};

export type RunningSitePreview = {
  url: string;
  builds: PreviewBuilds;
  stop: () => Promise<void>;
};

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site preview</title></head>
<body><h1>The site preview has not been built yet</h1><p>It builds when the site is published: a
content change in the back-office (after two quiet minutes), Settings &gt; "Publish site", or a
POST to ${deployHookPath}.</p></body></html>`;

export async function startSitePreview(options: SitePreviewOptions): Promise<RunningSitePreview> {
  const builds = previewBuilds({
    workDir: join(options.dataDir, 'site-preview'),
    env: options.buildEnv,
    log: options.log,
    record: options.record,
  });
  const faults: InjectedFault[] = [];

  const server: Server = createServer(async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'POST' && pathname === deployHookPath) {
        const fault = faults.shift();
        if (fault?.delay_ms && !(await hang(req, res, fault.delay_ms))) return;
        if (fault?.status) {
          sendJson(res, fault.status, { error: fault.message ?? 'Injected failure' });
          return;
        }
        sendJson(res, 200, builds.deploy(options.builds));
        return;
      }
      if (req.method === 'GET' && pathname === '/_preview/builds') {
        sendJson(res, 200, builds.deploys());
        return;
      }
      if (req.method === 'POST' && pathname === '/_preview/faults') {
        const body = await readJson<{ responses?: InjectedFault[] }>(req);
        const queued = Array.isArray(body.responses) ? body.responses : [];
        const problem = queued.map(faultProblem).find((found) => found !== null);
        if (problem) throw new HttpError(400, { error: problem });
        faults.push(...queued);
        sendJson(res, 200, { queued: faults.length });
        return;
      }
      if (req.method === 'DELETE' && pathname === '/_preview/faults') {
        faults.length = 0;
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405).end();
        return;
      }
      const current = builds.current();
      if (!current) {
        res.writeHead(503, { 'content-type': 'text/html; charset=utf-8' }).end(notBuiltPage);
        return;
      }
      serveBuilt(current, pathname, req.method === 'HEAD', res);
    } catch (error) {
      if (error instanceof HttpError) sendJson(res, error.status, error.body);
      else sendJson(res, 500, { error: (error as Error).message });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    builds,
    stop: async () => {
      await builds.stop();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
