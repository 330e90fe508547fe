import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signInRefusal } from '@venue/data/auth/auth-refusal';
import type { VenueClient } from '@venue/data/client';
import { refusalOrMessageText } from '../../lib/domain-messages.ts';

/**
 * The spec's words for a failed sign-in, in the page's language, by the auth server's error code
 * (wrong credentials; too many attempts get a sentence to act on); another cause in its words.
 */
export function loginFailedMessage(error: { message: string; code?: string; status?: number }) {
  const reason = refusalOrMessageText(i18n, signInRefusal(error), error.message);
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
