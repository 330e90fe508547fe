// The local stand-in for the hosted project's Supabase Cron jobs: every minute, the same request
// pg_cron + pg_net make there (`POST /functions/v1/<name>` with the secret key), for the outbox's
// sender and, when the database says a publish is due, the site's publish.
// Test stacks have no tick: tests call the functions themselves after moving the clock.

export type NotificationTick = { stop: () => Promise<void> };

/** One minute, as the hosted jobs' `* * * * *`. */
export const notificationTickMs = 60_000;

export type FunctionTickOptions = {
  apiUrl: string;
  secretKey: string;
  log: (line: string) => void;
  everyMs?: number;
  fetchFn?: typeof fetch;
};

/**
 * Calls the function `name` every period, one call at a time; `isDue` (the hosted job's `where`)
 * can skip a round, and an answer `isQuiet` finds uneventful is not logged.
 */
export function startFunctionTick(
  name: string,
  options: FunctionTickOptions & {
    isDue?: () => Promise<boolean>;
    isQuiet: (body: string) => boolean;
  },
): NotificationTick {
  const fetchFn = options.fetchFn ?? fetch;
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      if (options.isDue && !(await options.isDue())) return;
      const response = await fetchFn(`${options.apiUrl}/functions/v1/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.secretKey}`, apikey: options.secretKey },
        signal: AbortSignal.timeout(55_000),
      });
      const body = await response.text();
      if (!response.ok) {
        options.log(`[${name}] HTTP ${response.status}: ${body.slice(0, 300)}`);
      } else if (!options.isQuiet(body)) {
        options.log(`[${name}] ${body}`);
      }
    } catch (error) {
      options.log(`[${name}] ${(error as Error).message}`);
    }
  };
  const timer = setInterval(() => {
    // One call at a time, as the hosted job's calls do not overlap in practice.
    running ??= tick().finally(() => {
      running = null;
    });
  }, options.everyMs ?? notificationTickMs);
  timer.unref?.();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/** send-notifications every minute; a round that claimed nothing is not logged. */
export function startNotificationTick(options: FunctionTickOptions): NotificationTick {
  const tick = startFunctionTick('send-notifications', {
    ...options,
    log: (line) => options.log(line.replace(/^\[send-notifications\]/, '[notifications]')),
    isQuiet: (body) => /"claimed":0\b/.test(body),
  });
  return tick;
}
