import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { QueryStates } from '../../../components/query-states.tsx';

/** Where a row sits in its list (what its move buttons need). */
export type ListPlace = { isFirst: boolean; isLast: boolean };

/**
 * A manager's list of one kind of content: loading, error and empty states, then one list item
 * per row (`children` renders a row as an `li`, told its place) in a list named `label`.
 */
export function ContentList<T extends { id: string }>({
  query,
  label,
  loadingLabel,
  errorTitle,
  emptyText,
  children,
}: {
  query: UseQueryResult<T[]>;
  label: string;
  loadingLabel: string;
  errorTitle: string;
  emptyText: string;
  children: (item: T, place: ListPlace) => ReactNode;
}) {
  const items = query.isSuccess ? query.data : [];
  return (
    <>
      <QueryStates
        query={query}
        isEmpty={items.length === 0}
        loadingLabel={loadingLabel}
        errorTitle={errorTitle}
        emptyText={emptyText}
      />
      {items.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={label}
        >
          {items.map((item, index) => (
            <Fragment key={item.id}>
              {children(item, { isFirst: index === 0, isLast: index === items.length - 1 })}
            </Fragment>
          ))}
        </Stack>
      )}
    </>
  );
}
