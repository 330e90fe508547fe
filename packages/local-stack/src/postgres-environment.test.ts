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
});
