import { i18n } from '@lingui/core';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from '../components/notify.ts';
import { errorText } from './domain-messages.ts';

/** The failure toast's text from the reason (the error's readable message) and the error. */
type ErrorToast = (reason: string, error: unknown) => string;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** A failed load also says so in a toast with this text (it is always logged). */
      errorToast?: ErrorToast;
    };
    mutationMeta: {
      /** The failure toast's text; without it the toast is the reason alone. */
      errorToast?: ErrorToast;
      /** The screen tells the failure itself (beside a field, or in its own words): no toast. */
      showsOwnError?: boolean;
    };
  }
}

/**
 * The back-office's query cache and its one error policy: every failed load is logged (lists show
 * their own error state), every failed change is toasted unless its screen tells it itself.
 * Data is refetched when staff come back to the window.
 */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.error('Loading failed', query.queryKey, error);
        const toast = query.meta?.errorToast;
        if (toast) notifyError(toast(errorText(i18n, error), error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        const meta = mutation.meta;
        if (meta?.showsOwnError) return;
        const reason = errorText(i18n, error);
        notifyError(meta?.errorToast ? meta.errorToast(reason, error) : reason);
      },
    }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: true, staleTime: 10_000, retry },
      mutations: { retry: false },
    },
  });
}
