// The local stand-in for the hosted `publish-site` cron job (docs/decisions/033): every minute it
// asks the database, as the job's `where` does, whether a publish is due, and only then calls the
// function with the secret key.
import type pg from 'pg';
import {
  type FunctionTickOptions,
  type NotificationTick,
  startFunctionTick,
} from './notification-tick.ts';

export function startPublishTick(
  options: FunctionTickOptions & { pool: pg.Pool },
): NotificationTick {
  return startFunctionTick('publish-site', {
    ...options,
    isDue: async () => {
      const { rows } = await options.pool.query<{ due: boolean }>(
        'select private.is_site_publish_due() as due',
      );
      return rows[0]?.due === true;
    },
    isQuiet: (body) => body.includes('"publish":null'),
  });
}
