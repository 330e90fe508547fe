/** How a query's list shows that it is loading, failed or came back empty. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorText } from '../lib/domain-messages.ts';

/** The flags and the refetch every TanStack query has, plain or infinite. */
export type QueryFlags = {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * A list's load failure, never mistaken for an empty list: what could not be loaded, why, and
 * "Retry" (busy while the retry runs).
 */
export function LoadError({ query, title }: { query: QueryFlags; title: string }) {
  const { i18n } = useLingui();
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" dir="auto">
          {errorText(i18n, query.error)}
        </Text>
        <Button
          size="xs"
          variant="default"
          loading={query.isFetching}
          onClick={() => query.refetch()}
        >
          <Trans>Retry</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * What a list shows instead of (or beside) its items: a loader while the first load runs,
 * the reason and "Retry" when it failed, and `emptyText` when it loaded nothing.
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
      {query.isError && <LoadError query={query} title={errorTitle} />}
      {query.isSuccess && isEmpty && <Text c="dimmed">{emptyText}</Text>}
    </>
  );
}

/**
 * One of a list's states at a time, for a list that stays on screen while a newer load runs:
 * `loadingText` while the first load runs, the reason and "Retry" when it failed, `empty` when it
 * loaded nothing, and otherwise the list itself (`children`).
 */
export function QueryContent({
  query,
  loadingText,
  errorTitle,
  isEmpty = false,
  empty = null,
  children,
}: {
  query: QueryFlags;
  loadingText: ReactNode;
  errorTitle: string;
  isEmpty?: boolean;
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return <Text c="dimmed">{loadingText}</Text>;
  if (query.isError) return <LoadError query={query} title={errorTitle} />;
  return <>{isEmpty ? empty : children}</>;
}
