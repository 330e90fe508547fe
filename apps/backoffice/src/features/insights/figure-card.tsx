import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { VenueInsights } from '@venue/data/insights/get-venue-insights';
import type { ReactNode } from 'react';
import { downloadCsv } from '../../lib/download.ts';
import { type FigureKey, figureCsv, figureCsvFileName } from './insights-csv.ts';

/** One figure: its title, a one-line explanation, its chart or numbers, and its CSV download. */
export function FigureCard({
  figure,
  title,
  explanation,
  insights,
  children,
}: {
  figure: FigureKey;
  title: string;
  explanation: string;
  insights: VenueInsights;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const titleId = `insights-${figure}-title`;
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {explanation}
            </Text>
          </div>
          <Button
            variant="default"
            size="xs"
            style={{ flexShrink: 0 }}
            aria-label={t`Download CSV: ${title}`}
            onClick={() =>
              downloadCsv(figureCsv(i18n, insights, figure), figureCsvFileName(insights, figure))
            }
          >
            <Trans>CSV</Trans>
          </Button>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
