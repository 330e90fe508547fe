import { sessionStorageKey } from '@venue/data/auth/session-storage-key';
import { useSyncExternalStore } from 'react';
import { readAppConfig } from './config.ts';

/*
 * Whether someone is signed in on this site, read from the session supabase-js keeps in local
 * storage. Reading the key (instead of asking the client) keeps supabase-js out of the pages that
 * load no data; the client is only downloaded to sign out.
 */

const listeners = new Set<() => void>();

function storageKey(): string {
  return sessionStorageKey(readAppConfig().supabase.url);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab signing in or out changes the stored session.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(storageKey()) !== null;
  } catch {
    // Storage can be blocked (privacy settings); then nobody is signed in here.
    return false;
  }
}

/** True while a signed-in session is stored for this site. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribe, hasStoredSession, () => false);
}

/** Signs out (the local session goes even when the server cannot be reached). */
export async function signOut(): Promise<void> {
  const { supabase } = await import('./supabase.ts');
  const { error } = await supabase.auth.signOut();
  if (error) {
    console.error(error);
    await supabase.auth.signOut({ scope: 'local' });
  }
  for (const listener of listeners) listener();
}
