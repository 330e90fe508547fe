import { vi } from 'vitest';

/**
 * supabase-js's Auth (with its MFA API) and `rpc`, as the second-factor screens call them: each a
 * mock the test answers, under the real data layer.
 */
export function fakeAuthClient() {
  return {
    rpc: vi.fn(),
    auth: {
      refreshSession: vi.fn(),
      mfa: {
        listFactors: vi.fn(),
        enroll: vi.fn(),
        unenroll: vi.fn(),
        challengeAndVerify: vi.fn(),
      },
    },
  };
}
