import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { SupabaseClient } from '@supabase/supabase-js';
import { isOverRateLimit, tooManyAttemptsMessage } from '@venue/data/auth/rate-limit';
import type { VenueClient } from '@venue/data/client';
import { translateDomainMessage } from '../../lib/domain-messages.ts';

/**
 * The spec's words for a failed sign-in, in the page's language; too many attempts get a
 * sentence to act on.
 */
export function loginFailedMessage(error: { message: string; code?: string; status?: number }) {
  const reason = translateDomainMessage(
    i18n,
    isOverRateLimit(error) ? tooManyAttemptsMessage : error.message,
  );
  return t`Login failed: ${reason}`;
}

/**
 * The client handed to the sign-in form: the real one, except that a failed password sign-in
 * reports "Login failed: {message}", which the form then shows as its error.
 */
export function withLoginFailedMessages(client: VenueClient): SupabaseClient {
  const auth = new Proxy(client.auth, {
    get(target, property, receiver) {
      if (property === 'signInWithPassword') {
        return async (credentials: Parameters<typeof target.signInWithPassword>[0]) => {
          const result = await target.signInWithPassword(credentials);
          if (!result.error) return result;
          const error = Object.assign(Object.create(Object.getPrototypeOf(result.error)), {
            ...result.error,
            message: loginFailedMessage(result.error),
          });
          return { ...result, error };
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'auth') return auth;
      return Reflect.get(target, property, receiver);
    },
  }) as unknown as SupabaseClient;
}
