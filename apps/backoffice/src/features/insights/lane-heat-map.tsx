import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { LaneOccupancyCell } from '@venue/data/insights/get-venue-insights';
import { formatTime } from '@venue/domain/format';
import { venueWeekdays } from '@venue/domain/insights';
import { localeOf } from '@venue/i18n/locales';
import { weekdayLabel } from './insights-labels.ts';
import { shareText } from './share-text.ts';

/** A cell's colour: the share of lanes sold as the strength of the venue's blue. */
function shade(share: number | null): string | undefined {
  if (share === null) return undefined;
  return `color-mix(in srgb, var(--mantine-color-blue-7) ${Math.round(share * 100)}%, var(--mantine-color-body))`;
}

/** Weekdays (Saturday first) by slots: each cell the share of the six lanes sold. */
export function LaneHeatMap({ cells }: { cells: readonly LaneOccupancyCell[] }) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const slots = [...new Set(cells.map((cell) => cell.slot))];
  const cellOf = new Map(cells.map((cell) => [`${cell.weekday} ${cell.slot}`, cell]));
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        withTableBorder
        withColumnBorders
        fz="xs"
        aria-label={t`Share of the lanes sold by weekday and time`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {slots.map((slot) => (
              <Table.Th key={slot} ta="center">
                <bdi dir="ltr">{formatTime(slot)}</bdi>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {venueWeekdays.map((weekday) => (
            <Table.Tr key={weekday}>
              <Table.Th scope="row">{i18n._(weekdayLabel(weekday))}</Table.Th>
              {slots.map((slot) => {
                const cell = cellOf.get(`${weekday} ${slot}`);
                const share = cell?.share ?? null;
                return (
                  <Table.Td
                    key={slot}
                    ta="center"
                    style={{
                      background: shade(share),
                      color:
                        share !== null && share > 0.5 ? 'var(--mantine-color-white)' : undefined,
                    }}
                  >
                    {shareText(share, locale)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
