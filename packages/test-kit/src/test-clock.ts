// The test run's clock: one instant every process of a test run takes as "now" (docs/decisions/012).
import { existsSync } from 'node:fs';

/**
 * The instant a test run starts at unless `TEST_CLOCK` names another: a Friday evening in
 * Ramallah (20:20, Asia/Hebron) with a slot under way, the hour that used to turn CI red.
 */
export const defaultTestClock = '2026-11-27T18:20:00Z';

/** Where Debian's `libfaketime` package puts the library (`apt-get install faketime`). */
export const fakeTimeLibraries = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/faketime/libfaketime.so.1',
];

/** Set in a run's environment: how far the run's clock is behind the real one, in seconds. */
export const testClockOffsetVariable = 'TEST_CLOCK_OFFSET_SECONDS';

export type TestClock = {
  /** The instant the run starts at. */
  start: Date;
  /** Whole seconds from the real clock to the run's clock (never positive). */
  offsetSeconds: number;
};

/**
 * Reads `TEST_CLOCK` (an ISO instant with its offset, or `real` for the machine's clock) against
 * the real `now`. The run's clock may not be ahead of the real one: PostgREST is a static binary
 * that checks tokens against the real clock, so a token issued in its future is refused.
 */
export function testClockFrom(value: string | undefined, now: Date): TestClock | null {
  const text = value?.trim() || defaultTestClock;
  if (text === 'real') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    throw new Error(
      `TEST_CLOCK must be an instant with its offset (like ${defaultTestClock} or 2026-11-27T20:20:00+02:00), or "real"; it is "${text}".`,
    );
  }
  const start = new Date(text);
  const offsetSeconds = Math.round((start.getTime() - now.getTime()) / 1000);
  if (offsetSeconds > 0) {
    throw new Error(
      `TEST_CLOCK ${text} is ahead of this machine's clock: a test run can start in the past only.`,
    );
  }
  return { start, offsetSeconds };
}

/**
 * The environment that puts a process and everything it starts on the run's clock: libfaketime
 * shifts the clocks by the offset (file times stay real). Its monotonic clock is faked too:
 * Chromium does not start when only the wall clock moves.
 */
export function testClockEnvironment(clock: TestClock, library: string): Record<string, string> {
  return {
    LD_PRELOAD: library,
    FAKETIME: `-${Math.abs(clock.offsetSeconds)}`,
    FAKETIME_DONT_RESET: '1',
    NO_FAKE_STAT: '1',
    [testClockOffsetVariable]: `${clock.offsetSeconds}`,
  };
}

/** The installed libfaketime, or a sentence saying how to install it. */
export function findFakeTimeLibrary(exists: (path: string) => boolean = existsSync): string {
  const found = fakeTimeLibraries.find((path) => exists(path));
  if (!found) {
    throw new Error(
      'The tests run on a fixed clock and need libfaketime: install it with `apt-get install faketime` (or set TEST_CLOCK=real).',
    );
  }
  return found;
}

/**
 * libfaketime's files in /dev/shm (`sem.faketime_sem_<pid>`, `faketime_shm_<pid>`) whose process
 * has ended: a process that is killed leaves them behind, and one of a later run with the same
 * pid cannot make its own under that name.
 */
export function staleClockFiles(names: string[], isAlive: (pid: number) => boolean): string[] {
  return names.filter((name) => {
    const match = /^(?:sem\.faketime_sem_|faketime_shm_)(\d+)$/.exec(name);
    return match !== null && !isAlive(Number(match[1]));
  });
}

/** Whether a process with this pid runs (one of another user's counts). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
