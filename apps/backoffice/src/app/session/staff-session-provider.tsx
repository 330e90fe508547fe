import { i18n } from '@lingui/core';
import type { Session } from '@supabase/supabase-js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { VenueClient } from '@venue/data/client';
import type { OwnStaffRecord } from '@venue/data/staff/get-own-staff-record';
import { isLocale, type Locale } from '@venue/i18n/locales';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { switchLocale } from '../../lib/i18n.ts';
import { type StaffSession, StaffSessionContext } from './staff-session-context.ts';

/**
 * The Supabase client loads on demand: the first screen ("Loading") does not wait for
 * supabase-js, and the client module reads the configuration only when it is first needed.
 */
const loadClient = () => import('../../lib/supabase.ts').then((module) => module.supabase);

/** The staff record depends on the session's level too: a verified code opens what aal1 could not. */
export const ownStaffKey = (userId: string | undefined, level: string | null = null) =>
  ['staff', 'own', userId, level] as const;

/** The `aal` claim of the session's access token (aal1 with a password, aal2 with a code). */
export function sessionLevel(session: Session | null): string | null {
  const payload = session?.access_token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' && 'aal' in claims ? String(claims.aal) : null;
  } catch {
    return null;
  }
}

type AuthState = { isReady: false } | { isReady: true; session: Session | null };

/** Follows the auth session and reads the signed-in user's staff row (their role). */
export function StaffSessionProvider({
  children,
  getClient = loadClient,
}: {
  children: ReactNode;
  getClient?: () => Promise<VenueClient>;
}) {
  const [auth, setAuth] = useState<AuthState>({ isReady: false });
  const [hasSignedOut, setHasSignedOut] = useState(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    let isActive = true;
    let unsubscribe: (() => void) | undefined;
    getClient()
      .then((client) => {
        if (!isActive) return;
        // The listener reports the stored session first (INITIAL_SESSION), then every change.
        const { data } = client.auth.onAuthStateChange((_event, session) => {
          if (session) setHasSignedOut(false);
          setAuth((current) =>
            current.isReady &&
            current.session?.user.id === session?.user.id &&
            current.session?.access_token === session?.access_token
              ? current
              : { isReady: true, session },
          );
        });
        unsubscribe = () => data.subscription.unsubscribe();
      })
      .catch((error: unknown) => {
        console.error(error);
        if (isActive) setAuth({ isReady: true, session: null });
      });
    return () => {
      isActive = false;
      unsubscribe?.();
    };
  }, [getClient]);

  const session = auth.isReady ? auth.session : null;
  const userId = session?.user.id;
  const level = sessionLevel(session);

  const staffQuery = useQuery({
    queryKey: ownStaffKey(userId, level),
    enabled: userId !== undefined,
    staleTime: 5 * 60_000,
    // A new level (a code just entered) keeps showing the member's record until the new answer.
    placeholderData: (previous) => (previous?.id === userId ? previous : undefined),
    queryFn: async () => {
      const [client, { getOwnStaffRecord }] = await Promise.all([
        getClient(),
        import('@venue/data/staff/get-own-staff-record'),
      ]);
      const record = await getOwnStaffRecord(client);
      if (record) return record;
      // No record: not staff, or a session that ended elsewhere (the manager removed a lost
      // phone's factor, set a password, deleted the account). Auth tells which; an ended session
      // is signed out here too, and the sign-in page follows.
      const { error } = await client.auth.getUser();
      if (error?.code === 'session_not_found' || error?.code === 'user_not_found') {
        await client.auth.signOut({ scope: 'local' });
      }
      return null;
    },
  });

  // Once signed in, the language kept in the staff row wins over the one of this browser.
  const savedLocale = staffQuery.data?.locale;
  useEffect(() => {
    if (isLocale(savedLocale) && savedLocale !== i18n.locale) {
      switchLocale(savedLocale).catch((error: unknown) => console.error(error));
    }
  }, [savedLocale]);

  const changeLocale = useCallback(
    async (locale: Locale) => {
      await switchLocale(locale);
      if (userId === undefined) return;
      queryClient.setQueryData<OwnStaffRecord | null>(ownStaffKey(userId, level), (row) =>
        row ? { ...row, locale } : row,
      );
      // Until the code is entered the staff row cannot be written: the choice stays in this browser.
      if (
        queryClient.getQueryData<OwnStaffRecord | null>(ownStaffKey(userId, level))?.access !==
        'full'
      ) {
        return;
      }
      const [client, { setMyLocale }] = await Promise.all([
        getClient(),
        import('@venue/data/staff/set-my-locale'),
      ]);
      await setMyLocale(client, locale);
    },
    [getClient, queryClient, userId, level],
  );

  const signOut = useCallback(async () => {
    const [client, { signOutEverywhere }] = await Promise.all([
      getClient(),
      import('@venue/data/auth/sign-out-everywhere'),
    ]);
    setHasSignedOut(true);
    await signOutEverywhere(client);
    queryClient.clear();
  }, [getClient, queryClient]);

  const value = useMemo<StaffSession>(() => {
    if (!auth.isReady)
      return { status: 'loading', session: null, staff: null, signOut, changeLocale };
    if (!session) {
      return {
        status: 'signed-out',
        session: null,
        staff: null,
        hasSignedOut,
        signOut,
        changeLocale,
      };
    }
    if (staffQuery.isPending)
      return { status: 'loading', session, staff: null, signOut, changeLocale };
    if (staffQuery.isError || !staffQuery.data) {
      return {
        status: 'no-staff',
        session,
        staff: null,
        error: staffQuery.isError ? staffQuery.error.message : null,
        signOut,
        changeLocale,
      };
    }
    const { access, ...staff } = staffQuery.data;
    const status =
      access === 'needs_code'
        ? 'needs-code'
        : access === 'needs_enrolment'
          ? 'needs-enrolment'
          : 'staff';
    return { status, session, staff, signOut, changeLocale };
  }, [
    auth.isReady,
    hasSignedOut,
    session,
    staffQuery.isPending,
    staffQuery.isError,
    staffQuery.error,
    staffQuery.data,
    signOut,
    changeLocale,
  ]);

  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}
