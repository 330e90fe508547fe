// PostgreSQL's programs run in English and, as another user, without the test clock's shared name.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postgresEnvironment } from './postgres-cluster.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("PostgreSQL's environment", () => {
  it("drops the test clock's FAKETIME_SHARED for a program run as another user, and keeps the clock", () => {
    vi.stubEnv('FAKETIME_SHARED', '/faketime_sem_1 /faketime_shm_1');
    vi.stubEnv('FAKETIME', '-86400');
    const environment = postgresEnvironment({ uid: 54_321, gid: 54_321 });
    expect(environment.FAKETIME_SHARED).toBeUndefined();
    expect(environment.FAKETIME).toBe('-86400');
    expect(environment.LC_MESSAGES).toBe('C');
  });

  it('keeps everything for a program run as this user', () => {
    vi.stubEnv('FAKETIME_SHARED', '/faketime_sem_1 /faketime_shm_1');
    const environment = postgresEnvironment(undefined);
    expect(environment.FAKETIME_SHARED).toBe('/faketime_sem_1 /faketime_shm_1');
    expect(environment.LC_MESSAGES).toBe('C');
  });

  it('reads a movable clock from its file instead of FAKETIME, which would win over it', () => {
    vi.stubEnv('LD_PRELOAD', '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1');
    vi.stubEnv('FAKETIME', '-86400');
    const environment = postgresEnvironment(
      { uid: 54_321, gid: 54_321 },
      { file: '/tmp/stack/db-clock', library: '/usr/lib/faketime/libfaketime.so.1' },
    );
    expect(environment.FAKETIME).toBeUndefined();
    expect(environment.FAKETIME_TIMESTAMP_FILE).toBe('/tmp/stack/db-clock');
    expect(environment.FAKETIME_NO_CACHE).toBe('1');
    expect(environment.LD_PRELOAD).toBe('/usr/lib/faketime/libfaketime.so.1');
  });

  it("preloads libfaketime for a movable clock on the machine's own clock, keeping other libraries", () => {
    vi.stubEnv('LD_PRELOAD', '/opt/other.so');
    const environment = postgresEnvironment(undefined, {
      file: '/tmp/stack/db-clock',
      library: '/usr/lib/faketime/libfaketime.so.1',
    });
    expect(environment.LD_PRELOAD).toBe('/opt/other.so:/usr/lib/faketime/libfaketime.so.1');
    expect(environment.FAKETIME_TIMESTAMP_FILE).toBe('/tmp/stack/db-clock');
  });
});
