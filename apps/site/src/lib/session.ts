import { hasSessionCookie, sessionCookieName } from '@venue/data/auth/session-cookie';
import { useSyncExternalStore } from 'react';
import { readAppConfig } from './config.ts';

/*
 * Whether a staff member is signed in, read from the session cookie the site shares with the
 * back-office (staff sign in there). Reading the cookie (instead of asking the client) keeps
 * supabase-js out of the pages that load no data; the client is only downloaded to sign out.
 */

const listeners = new Set<() => void>();

type CookieStoreTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** The Cookie Store API, where the browser has one: it reports cookie changes as they happen. */
function cookieStore(): CookieStoreTarget | undefined {
  return (window as { cookieStore?: CookieStoreTarget }).cookieStore;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Signing in or out in the back-office happens in another tab: look again when this one is
  // shown or focused, and on every cookie change where the browser reports them.
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onChange);
  cookieStore()?.addEventListener('change', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onChange);
    cookieStore()?.removeEventListener('change', onChange);
  };
}

function hasSession(): boolean {
  return hasSessionCookie(document.cookie, sessionCookieName(readAppConfig().supabase.url));
}

/** True while a staff session is stored for this site (and the back-office). */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribe, hasSession, () => false);
}

/** Signs out everywhere, as the back-office's Logout does. */
export async function signOut(): Promise<void> {
  const [{ supabase }, { signOutEverywhere }] = await Promise.all([
    import('./supabase.ts'),
    import('@venue/data/auth/sign-out-everywhere'),
  ]);
  await signOutEverywhere(supabase);
  for (const listener of listeners) listener();
}
