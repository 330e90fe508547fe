import { AuthApiError } from '@supabase/supabase-js';
import type { VenueClient } from '@venue/data/client';
import { describe, expect, it } from 'vitest';
import { withLoginFailedMessages } from './login-client.ts';

function clientFailingWith(error: AuthApiError): VenueClient {
  return {
    auth: {
      signInWithPassword: async () => ({ data: { user: null, session: null }, error }),
    },
  } as unknown as VenueClient;
}

describe('the sign-in form client', () => {
  it("reports a refused password in the spec words, by Auth's code whatever its words", async () => {
    for (const words of ['Invalid login credentials', 'Email or password is wrong']) {
      const client = withLoginFailedMessages(
        clientFailingWith(new AuthApiError(words, 400, 'invalid_credentials')),
      );
      const { error } = await client.auth.signInWithPassword({ email: 'a@b.c', password: 'x' });
      expect(error?.message).toBe('Login failed: Invalid login credentials');
    }
  });

  it('shows another refusal of Auth in its own words', async () => {
    const client = withLoginFailedMessages(
      clientFailingWith(new AuthApiError('Email not confirmed', 400, 'email_not_confirmed')),
    );
    const { error } = await client.auth.signInWithPassword({ email: 'a@b.c', password: 'x' });
    expect(error?.message).toBe('Login failed: Email not confirmed');
  });

  it("turns Auth's rate limit into a sentence that says to wait", async () => {
    const client = withLoginFailedMessages(
      clientFailingWith(
        new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      ),
    );
    const { error } = await client.auth.signInWithPassword({ email: 'a@b.c', password: 'x' });
    expect(error?.message).toBe(
      'Login failed: Too many attempts from this network. Please wait a few minutes and try again.',
    );
    expect(error?.status).toBe(429);
  });
});
