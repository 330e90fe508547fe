import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from '../components/notify.ts';

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

/** A failure's words when even the refusal texts cannot be loaded (the network is gone). */
const tryAgain = msg`Something went wrong. Please try again.`;

/**
 * A failure in the staff member's language. The refusal texts load with the first failure, outside
 * the entry's first load (every screen that shows a refusal itself has them already).
 */
function failureText(error: unknown): Promise<string> {
  return import('./domain-messages.ts').then(
    ({ errorText }) => errorText(i18n, error),
    () => i18n._(tryAgain),
  );
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
        if (toast) void failureText(error).then((reason) => notifyError(toast(reason, error)));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        const meta = mutation.meta;
        if (meta?.showsOwnError) return;
        void failureText(error).then((reason) =>
          notifyError(meta?.errorToast ? meta.errorToast(reason, error) : reason),
        );
      },
    }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: true, staleTime: 10_000, retry },
      mutations: { retry: false },
    },
  });
}
