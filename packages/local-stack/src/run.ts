import type { RunningStack } from './stack.ts';

/** A seeded account the banner lists (the project's seed defines them; the stack does not). */
export type DemoAccount = { role: string; email: string; password: string };

/** The banner `npm start` prints once everything answers. */
export function printReady(
  stack: RunningStack,
  apps: { name: string; url: string }[],
  options: { seconds?: number; demoAccounts?: DemoAccount[] } = {},
): void {
  const { seconds, demoAccounts = [] } = options;
  const lines = [
    '',
    seconds === undefined ? 'Local stack is ready.' : `Ready in ${seconds.toFixed(1)} s.`,
    '',
    ...apps.map((app) => `  ${app.name.padEnd(14)} ${app.url}`),
    `  ${'API'.padEnd(14)} ${stack.apiUrl}`,
    `  ${'Database'.padEnd(14)} ${stack.dbUrl}`,
    `  ${'Mail'.padEnd(14)} ${stack.mailUrl}`,
    `  ${'WhatsApp'.padEnd(14)} ${stack.whatsappUrl}`,
    `  ${'Site preview'.padEnd(14)} ${stack.sitePreviewUrl}  (the production build, rebuilt on publish)`,
    '',
    ...(stack.apiKeys !== 'legacy'
      ? [
          `  Publishable key   ${stack.publishableKey}`,
          `  Secret key        ${stack.secretKey}  (server side only)`,
        ]
      : []),
    ...(stack.apiKeys !== 'new'
      ? [
          `  anon key          ${stack.anonKey}  (legacy)`,
          `  service_role key  ${stack.serviceRoleKey}  (legacy, server side only)`,
        ]
      : []),
    `  JWT secret        ${stack.jwtSecret}`,
    '',
    ...(demoAccounts.length > 0
      ? [
          '  Demo accounts (local only):',
          ...demoAccounts.map((a) => `    ${a.role.padEnd(16)} ${a.email} / ${a.password}`),
          '',
        ]
      : []),
    'Press Ctrl-C to stop everything.',
    '',
  ];
  console.log(lines.join('\n'));
}

/**
 * Takes over Ctrl-C (SIGINT), SIGTERM and SIGHUP and resolves on the first of them; a second one
 * exits at once. Call it before starting anything, so a signal can never arrive while nobody
 * listens; everything then stops in order (apps, then the stack).
 */
export function listenForInterrupt(): Promise<void> {
  return new Promise((resolve) => {
    let received = 0;
    const onSignal = () => {
      received += 1;
      if (received > 1) process.exit(130);
      console.log('\nStopping...');
      resolve();
    };
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.removeAllListeners(signal);
      process.on(signal, onSignal);
    }
  });
}

/** Runs the stops in order; gives up after `deadlineMs` so a stuck part cannot keep the shell. */
export async function stopInOrder(
  stops: (() => Promise<unknown>)[],
  deadlineMs = 20_000,
): Promise<void> {
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, deadlineMs).unref());
  const all = (async () => {
    for (const stop of stops) {
      await stop().catch((error) => console.error((error as Error).message));
    }
  })();
  await Promise.race([all, deadline]);
}

/** The stack's failure (its `onFailure` callback) as a promise of the line that reports it. */
export function failureSignal(): { failed: Promise<string>; report: (message: string) => void } {
  let report: (message: string) => void = () => {};
  const failed = new Promise<string>((resolve) => {
    report = resolve;
  });
  return { failed, report };
}
