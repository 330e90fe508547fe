import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import type { VenueInsights } from '@venue/data/insights/get-venue-insights';
import { formatCount, formatIls } from '@venue/domain/format';
import { localeOf } from '@venue/i18n/locales';
import { FigureCard } from './figure-card.tsx';
import { HeatMap } from './heat-map.tsx';
import { partOfText } from './part-of.ts';
import { shareText } from './share-text.ts';
import { Stat } from './stat.tsx';

/**
 * The VR zone's figures: its bookings, players, sessions, no-shows, revenue and the parties that
 * played VR; then its stations held by weekday and hour, drawn as the lanes' heat map.
 */
export function VrCards({ insights }: { insights: VenueInsights }) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const count = (value: number) => formatCount(value, locale);
  const { vr } = insights;
  const stationSessions = vr.partyStationSessions;
  return (
    <>
      <FigureCard
        figure="vr"
        insights={insights}
        title={t`VR sessions`}
        explanation={t`Approved VR bookings of the period, their players and the sessions they play; no-shows among the recorded arrivals; revenue at players × sessions × the VR price they booked at. Parties play VR within their package price.`}
      >
        <SimpleGrid cols={{ base: 2, md: 3 }}>
          <Stat label={t`VR bookings`} value={count(vr.bookings)} />
          <Stat label={t`VR players`} value={count(vr.players)} />
          <Stat
            label={t`VR sessions played`}
            value={count(vr.playerSessions)}
            detail={t`Players × sessions`}
          />
          <Stat
            label={t`VR no-show rate`}
            value={shareText(vr.noShowRate, locale)}
            detail={partOfText(i18n, vr.noShow, vr.arrived + vr.noShow)}
          />
          <Stat label={t`VR revenue estimate`} value={formatIls(vr.revenue, locale)} />
          <Stat
            label={t`Parties that played VR`}
            value={count(vr.parties)}
            detail={t`${plural(stationSessions, { one: '# station-session', other: '# station-sessions' })}`}
          />
        </SimpleGrid>
      </FigureCard>

      <FigureCard
        figure="vr-stations"
        insights={insights}
        title={t`VR station occupancy`}
        explanation={t`The share of the VR stations held at each weekday and hour, by VR bookings and parties, over the days of the period.`}
      >
        <HeatMap
          cells={vr.occupancy.map((cell) => ({ ...cell, time: cell.hour }))}
          label={t`Share of the VR stations held by weekday and hour`}
        />
      </FigureCard>
    </>
  );
}
