import { Alert, Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../error-message.ts';

/** The flags every TanStack query has, plain or infinite. */
export type QueryFlags = {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
};

/**
 * What a content list shows instead of (or beside) its items: a loader while the first load runs,
 * the reason when it failed, and `emptyText` when it loaded nothing.
 */
export function QueryStates({
  query,
  isEmpty,
  loadingLabel,
  errorTitle,
  emptyText,
}: {
  query: QueryFlags;
  isEmpty: boolean;
  loadingLabel: string;
  errorTitle: string;
  emptyText: ReactNode;
}) {
  return (
    <>
      {query.isPending && (
        <Center>
          <Loader aria-label={loadingLabel} />
        </Center>
      )}
      {query.isError && (
        <Alert color="red" title={errorTitle}>
          {errorMessage(query.error)}
        </Alert>
      )}
      {query.isSuccess && isEmpty && <Text c="dimmed">{emptyText}</Text>}
    </>
  );
}
