import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider, useLingui } from '@lingui/react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { directionOf, isLocale } from '@venue/i18n/locales';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
import { cssVariablesResolver } from './css-variables.ts';
import { themeWith } from './theme.ts';

/**
 * The active language's direction, for Mantine, and the theme's words in that language: both
 * follow every change of language.
 */
function LocaleDirection({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  const dir = directionOf(isLocale(active.locale) ? active.locale : 'en');
  const closeLabel = active._(msg`Close`);
  const showPasswordLabel = active._(msg`Show password`);
  const theme = useMemo(
    () => themeWith({ closeLabel, showPasswordLabel }),
    [closeLabel, showPasswordLabel],
  );
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <FollowDirection dir={dir} />
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        cssVariablesResolver={cssVariablesResolver}
      >
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}

function FollowDirection({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { dir: current, setDirection } = useDirection();
  useEffect(() => {
    if (current !== dir) setDirection(dir);
  }, [current, dir, setDirection]);
  return null;
}

/**
 * The toasts' stack loads after the first screen, outside the entry's first load: a toast shown
 * before it has loaded waits in the notifications store and appears with it.
 */
const Toasts = lazy(() =>
  import('../components/toasts.tsx').then((module) => ({ default: module.Toasts })),
);

/**
 * What every screen relies on: the server-state cache, the active language's messages and
 * direction (nothing renders until its catalogue has loaded), Mantine, toasts and dialogs.
 */
export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  /** Tests pass their own cache (for example with retries off). */
  queryClient?: QueryClient;
}) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient ?? ownClient}>
      <I18nProvider i18n={i18n}>
        <LocaleDirection>
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
          <ModalsProvider>{children}</ModalsProvider>
        </LocaleDirection>
      </I18nProvider>
    </QueryClientProvider>
  );
}
