// Runs a command, and everything it starts, on the test run's clock: `with-test-clock.ts vitest run`.
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  findFakeTimeLibrary,
  processIsAlive,
  staleClockFiles,
  testClockEnvironment,
  testClockFrom,
  testClockOffsetVariable,
} from './test-clock.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: with-test-clock <command> [args...]');
  process.exit(2);
}

function clockEnvironment(): Record<string, string> {
  // A run started inside another keeps its clock.
  if (process.env[testClockOffsetVariable] !== undefined) return {};
  const clock = testClockFrom(process.env.TEST_CLOCK, new Date());
  if (!clock) return {};
  const shown = clock.start.toLocaleString('en-GB', {
    timeZone: 'Asia/Hebron',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  console.log(`Test clock: ${clock.start.toISOString()} (${shown} in Ramallah)`);
  const environment = testClockEnvironment(clock, findFakeTimeLibrary());
  removeStaleClockFiles();
  return environment;
}

/** Clears what killed processes of earlier runs left in /dev/shm (`staleClockFiles`). */
function removeStaleClockFiles() {
  const folder = '/dev/shm';
  let names: string[] = [];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of staleClockFiles(names, processIsAlive)) {
    rmSync(join(folder, name), { force: true });
  }
}

let environment: Record<string, string>;
try {
  environment = clockEnvironment();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, ...environment },
  shell: process.platform === 'win32',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
