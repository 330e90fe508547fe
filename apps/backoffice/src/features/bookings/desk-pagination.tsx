import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { pageWindow } from './pagination.ts';

/** First, Previous, up to 5 page buttons, Next, Last. */
export function DeskPagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useLingui();
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  return (
    <Group component="nav" aria-label={t`Bookings pages`} gap={6} justify="center">
      <Button variant="default" size="xs" disabled={isFirst} onClick={() => onChange(1)}>
        <Trans>First</Trans>
      </Button>
      <Button variant="default" size="xs" disabled={isFirst} onClick={() => onChange(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      {pageWindow(page, totalPages).map((number) => (
        <Button
          key={number}
          size="xs"
          variant={number === page ? 'filled' : 'default'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={t`Page ${number}`}
          onClick={() => onChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button variant="default" size="xs" disabled={isLast} onClick={() => onChange(page + 1)}>
        <Trans>Next</Trans>
      </Button>
      <Button variant="default" size="xs" disabled={isLast} onClick={() => onChange(totalPages)}>
        <Trans>Last</Trans>
      </Button>
    </Group>
  );
}
