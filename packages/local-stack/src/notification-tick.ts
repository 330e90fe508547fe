// The local stand-in for the hosted project's Supabase Cron job: every minute, the same request
// pg_cron + pg_net make there (`POST /functions/v1/send-notifications` with the secret key).
// Test stacks have no tick: tests call the function themselves after moving the clock.

export type NotificationTick = { stop: () => Promise<void> };

/** One minute, as the hosted job's `* * * * *`. */
export const notificationTickMs = 60_000;

export function startNotificationTick(options: {
  apiUrl: string;
  secretKey: string;
  log: (line: string) => void;
  everyMs?: number;
  fetchFn?: typeof fetch;
}): NotificationTick {
  const fetchFn = options.fetchFn ?? fetch;
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      const response = await fetchFn(`${options.apiUrl}/functions/v1/send-notifications`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.secretKey}`, apikey: options.secretKey },
        signal: AbortSignal.timeout(55_000),
      });
      const body = await response.text();
      if (!response.ok) {
        options.log(`[notifications] HTTP ${response.status}: ${body.slice(0, 300)}`);
      } else if (!/"claimed":0\b/.test(body)) {
        options.log(`[notifications] ${body}`);
      }
    } catch (error) {
      options.log(`[notifications] ${(error as Error).message}`);
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
