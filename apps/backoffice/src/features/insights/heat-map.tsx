import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { formatTime } from '@venue/domain/format';
import { venueWeekdays } from '@venue/domain/insights';
import { localeOf } from '@venue/i18n/locales';
import { weekdayLabel } from './insights-labels.ts';
import { shareText } from './share-text.ts';

/** One cell of a heat map: a weekday (0 Sunday ... 6 Saturday), a time and the share sold. */
export type HeatMapCell = { weekday: number; time: string; share: number | null };

/** A cell's colour: the share sold as the strength of the venue's blue. */
function shade(share: number | null): string | undefined {
  if (share === null) return undefined;
  return `color-mix(in srgb, var(--mantine-color-blue-7) ${Math.round(share * 100)}%, var(--mantine-color-body))`;
}

/**
 * Weekdays (Saturday first) by times: each cell the share sold, the lanes' slots or the VR
 * zone's hours. The table scrolls sideways on a phone rather than squeeze its columns.
 */
export function HeatMap({ cells, label }: { cells: readonly HeatMapCell[]; label: string }) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n);
  const times = [...new Set(cells.map((cell) => cell.time))];
  const cellOf = new Map(cells.map((cell) => [`${cell.weekday} ${cell.time}`, cell]));
  return (
    <Table.ScrollContainer minWidth={100 + times.length * 60}>
      <Table withTableBorder withColumnBorders fz="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {times.map((time) => (
              <Table.Th key={time} ta="center">
                <bdi dir="ltr">{formatTime(time)}</bdi>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {venueWeekdays.map((weekday) => (
            <Table.Tr key={weekday}>
              <Table.Th scope="row">{i18n._(weekdayLabel(weekday))}</Table.Th>
              {times.map((time) => {
                const share = cellOf.get(`${weekday} ${time}`)?.share ?? null;
                return (
                  <Table.Td
                    key={time}
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
