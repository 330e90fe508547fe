import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { toastDurationMs } from '../components/notify.ts';
import { cssVariablesResolver } from './css-variables.ts';
import { theme } from './theme.ts';

/** The back-office's query cache: data is refetched when staff come back to the window. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: true, staleTime: 10_000, retry: 1 },
      mutations: { retry: false },
    },
  });
}

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
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        cssVariablesResolver={cssVariablesResolver}
      >
        <Notifications position="top-right" autoClose={toastDurationMs} limit={5} />
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
