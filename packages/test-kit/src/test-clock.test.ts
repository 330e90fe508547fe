// Pins how TEST_CLOCK becomes the run's clock and libfaketime's environment.
import { describe, expect, it } from 'vitest';
import {
  defaultTestClock,
  findFakeTimeLibrary,
  processIsAlive,
  staleClockFiles,
  testClockEnvironment,
  testClockFrom,
} from './test-clock.ts';
import { authOnTestClock } from './test-stack.ts';

const realNow = new Date('2026-11-28T07:00:00Z');

describe('the test run clock', () => {
  it('starts at Friday 20:20 in Ramallah when TEST_CLOCK is unset or empty', () => {
    for (const value of [undefined, '', '  ']) {
      const clock = testClockFrom(value, realNow);
      expect(clock?.start.toISOString()).toBe('2026-11-27T18:20:00.000Z');
      expect(clock?.offsetSeconds).toBe(-(12 * 3600 + 40 * 60));
    }
    expect(defaultTestClock).toBe('2026-11-27T18:20:00Z');
  });

  it('reads an instant with its offset, to the second', () => {
    const clock = testClockFrom('2026-10-24T01:57:00+03:00', realNow);
    expect(clock?.start.toISOString()).toBe('2026-10-23T22:57:00.000Z');
    expect(clock?.offsetSeconds).toBe(
      Math.round((Date.parse('2026-10-23T22:57:00Z') - realNow.getTime()) / 1000),
    );
  });

  it('is the real clock for "real"', () => {
    expect(testClockFrom('real', realNow)).toBeNull();
  });

  it('refuses an instant without an offset, which each process would read in its own zone', () => {
    expect(() => testClockFrom('2026-11-27T20:20:00', realNow)).toThrow(/with its offset/);
    expect(() => testClockFrom('tomorrow', realNow)).toThrow(/with its offset/);
  });

  it('refuses an instant ahead of the real clock, one second ahead included', () => {
    expect(() => testClockFrom('2026-11-28T07:00:01Z', realNow)).toThrow(/in the past only/);
    expect(testClockFrom('2026-11-28T07:00:00Z', realNow)?.offsetSeconds).toBe(0);
  });

  it('hands libfaketime a relative offset, with file times left real', () => {
    const clock = testClockFrom('2026-11-27T07:00:00Z', realNow);
    if (!clock) throw new Error('expected a clock');
    expect(testClockEnvironment(clock, '/lib/libfaketime.so.1')).toEqual({
      LD_PRELOAD: '/lib/libfaketime.so.1',
      FAKETIME: '-86400',
      FAKETIME_DONT_RESET: '1',
      NO_FAKE_STAT: '1',
      TEST_CLOCK_OFFSET_SECONDS: '-86400',
    });
    const zero = testClockFrom('2026-11-28T07:00:00Z', realNow);
    if (!zero) throw new Error('expected a clock');
    expect(testClockEnvironment(zero, 'x').FAKETIME).toBe('-0');
  });

  it('says how to install libfaketime when it is missing', () => {
    expect(() => findFakeTimeLibrary(() => false)).toThrow(/apt-get install faketime/);
    expect(findFakeTimeLibrary((path) => path.includes('x86_64'))).toContain('libfaketime.so.1');
  });

  it('lengthens access tokens by how far the clock is behind, and only then', () => {
    expect(authOnTestClock({})).toEqual({});
    expect(authOnTestClock({ TEST_CLOCK_OFFSET_SECONDS: '0' })).toEqual({});
    expect(authOnTestClock({ TEST_CLOCK_OFFSET_SECONDS: '-86400' })).toEqual({
      jwtExpiry: 3600 + 86400,
    });
  });

  it("names libfaketime's files of ended processes only, and nothing else in /dev/shm", () => {
    const names = [
      'sem.faketime_sem_101',
      'faketime_shm_101',
      'sem.faketime_sem_202',
      'faketime_shm_202',
      'PostgreSQL.1030655522',
      'faketime_shm_abc',
      'sem.other_303',
    ];
    expect(staleClockFiles(names, (pid) => pid === 202)).toEqual([
      'sem.faketime_sem_101',
      'faketime_shm_101',
    ]);
  });

  it('counts this process as alive, and a pid nobody has as ended', () => {
    expect(processIsAlive(process.pid)).toBe(true);
    // pid_max is at most 2^22 on Linux: no process has this pid.
    expect(processIsAlive(2 ** 22 + 1)).toBe(false);
  });
});
