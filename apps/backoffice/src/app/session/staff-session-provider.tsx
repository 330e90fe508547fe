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

export const ownStaffKey = (userId: string | undefined) => ['staff', 'own', userId] as const;

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

  const staffQuery = useQuery({
    queryKey: ownStaffKey(userId),
    enabled: userId !== undefined,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const [client, { getOwnStaffRecord }] = await Promise.all([
        getClient(),
        import('@venue/data/staff/get-own-staff-record'),
      ]);
      return getOwnStaffRecord(client, userId as string);
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
      queryClient.setQueryData<OwnStaffRecord | null>(ownStaffKey(userId), (row) =>
        row ? { ...row, locale } : row,
      );
      const [client, { setMyLocale }] = await Promise.all([
        getClient(),
        import('@venue/data/staff/set-my-locale'),
      ]);
      await setMyLocale(client, locale);
    },
    [getClient, queryClient, userId],
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
    return { status: 'staff', session, staff: staffQuery.data, signOut, changeLocale };
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
