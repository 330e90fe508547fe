import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VenueInsights } from '@venue/data/insights/get-venue-insights';
import { buildCsv } from '@venue/domain/csv';
import { venueWeekdays } from '@venue/domain/insights';
import { requestStatuses, revenueRowName, weekdayLabel } from './insights-labels.ts';

export type FigureKey =
  | 'requests'
  | 'lanes'
  | 'decisions'
  | 'reminders'
  | 'revenue'
  | 'vr'
  | 'vr-stations'
  | 'ratings'
  | 'spread';

type Cell = string | number | null;
type Table = { header: readonly MessageDescriptor[]; rows: Cell[][] };

/** Shares as percentages with two decimals, so a spreadsheet can sum them. */
const percent = (share: number | null) => (share === null ? null : Math.round(share * 10000) / 100);

function tables(i18n: I18n, insights: VenueInsights): Record<FigureKey, Table> {
  const { decisions, reminders, vr } = insights;
  const { confirmedAttendance: confirmed, unconfirmedAttendance: unconfirmed } = reminders;
  return {
    requests: {
      header: [
        msg({ message: 'Date', context: 'CSV column' }),
        ...requestStatuses.map((status) => status.label),
      ],
      rows: insights.requestsPerDay.map((day) => [
        day.date,
        ...requestStatuses.map((status) => day[status.key]),
      ]),
    },
    lanes: {
      header: [
        msg({ message: 'Weekday', context: 'CSV column' }),
        msg({ message: 'Time', context: 'CSV column' }),
        msg({ message: 'Lane-slots sold', context: 'CSV column' }),
        msg({ message: 'Days', context: 'CSV column' }),
        msg({ message: 'Share of lanes (%)', context: 'CSV column' }),
      ],
      rows: venueWeekdays.flatMap((weekday) =>
        insights.laneOccupancy
          .filter((cell) => cell.weekday === weekday)
          .map((cell) => [
            i18n._(weekdayLabel(weekday)),
            cell.slot,
            cell.held,
            cell.days,
            percent(cell.share),
          ]),
      ),
    },
    decisions: {
      header: [
        msg({ message: 'Figure', context: 'CSV column' }),
        msg({ message: 'Value', context: 'CSV column' }),
      ],
      rows: [
        [i18n._(msg`Approval rate (%)`), percent(decisions.approvalRate)],
        [i18n._(msg`Approved requests`), decisions.approved],
        [i18n._(msg`Rejected requests`), decisions.rejected],
        [i18n._(msg`Average minutes to a decision`), decisions.averageDecisionMinutes],
        [i18n._(msg`No-show rate (%)`), percent(decisions.noShowRate)],
        [i18n._(msg`Arrived`), decisions.arrived],
        [i18n._(msg`No-shows`), decisions.noShow],
        [i18n._(msg`Cancellations`), decisions.cancelled],
      ],
    },
    reminders: {
      header: [
        msg({ message: 'Figure', context: 'CSV column' }),
        msg({ message: 'Value', context: 'CSV column' }),
      ],
      rows: [
        [i18n._(msg`Reminded bookings confirmed (%)`), percent(reminders.confirmedShare)],
        [i18n._(msg`Reminded bookings`), reminders.reminded],
        [i18n._(msg`Reminded bookings confirmed`), reminders.confirmed],
        [i18n._(msg`No-show rate, confirmed (%)`), percent(confirmed.noShowRate)],
        [i18n._(msg`Arrived, confirmed`), confirmed.arrived],
        [i18n._(msg`No-shows, confirmed`), confirmed.noShow],
        [i18n._(msg`No-show rate, not confirmed (%)`), percent(unconfirmed.noShowRate)],
        [i18n._(msg`Arrived, not confirmed`), unconfirmed.arrived],
        [i18n._(msg`No-shows, not confirmed`), unconfirmed.noShow],
      ],
    },
    revenue: {
      header: [
        msg({ message: 'Type', context: 'CSV column' }),
        msg({ message: 'Bookings', context: 'CSV column' }),
        msg({ message: 'People', context: 'CSV column' }),
        msg({ message: 'Revenue estimate (ILS)', context: 'CSV column' }),
      ],
      rows: insights.peopleAndRevenue.map((row) => [
        revenueRowName(i18n, row),
        row.bookings,
        row.people,
        row.revenue,
      ]),
    },
    vr: {
      header: [
        msg({ message: 'Figure', context: 'CSV column' }),
        msg({ message: 'Value', context: 'CSV column' }),
      ],
      rows: [
        [i18n._(msg`VR bookings`), vr.bookings],
        [i18n._(msg`VR players`), vr.players],
        [i18n._(msg`VR sessions played`), vr.playerSessions],
        [i18n._(msg`VR revenue estimate (ILS)`), vr.revenue],
        [i18n._(msg`VR no-show rate (%)`), percent(vr.noShowRate)],
        [i18n._(msg`VR arrived`), vr.arrived],
        [i18n._(msg`VR no-shows`), vr.noShow],
        [i18n._(msg`Parties that played VR`), vr.parties],
        [i18n._(msg`Party VR station-sessions`), vr.partyStationSessions],
      ],
    },
    'vr-stations': {
      header: [
        msg({ message: 'Weekday', context: 'CSV column' }),
        msg({ message: 'Hour', context: 'CSV column' }),
        msg({ message: 'Station-sessions held', context: 'CSV column' }),
        msg({ message: 'VR sessions', context: 'CSV column' }),
        msg({ message: 'Share of stations (%)', context: 'CSV column' }),
      ],
      rows: venueWeekdays.flatMap((weekday) =>
        vr.occupancy
          .filter((cell) => cell.weekday === weekday)
          .map((cell) => [
            i18n._(weekdayLabel(weekday)),
            cell.hour,
            cell.held,
            cell.sessions,
            percent(cell.share),
          ]),
      ),
    },
    ratings: {
      header: [
        msg({ message: 'Week from', context: 'CSV column' }),
        msg({ message: 'Ratings', context: 'CSV column' }),
        msg({ message: 'Average rating', context: 'CSV column' }),
      ],
      rows: insights.feedback.weeks.map((week) => [week.weekStart, week.ratings, week.average]),
    },
    spread: {
      header: [
        msg({ message: 'Stars', context: 'CSV column' }),
        msg({ message: 'Ratings', context: 'CSV column' }),
      ],
      rows: insights.feedback.spread.map((star) => [star.rating, star.count]),
    },
  };
}

/** One figure of the period as a CSV file in the staff member's language. */
export function figureCsv(i18n: I18n, insights: VenueInsights, figure: FigureKey): string {
  const table = tables(i18n, insights)[figure];
  return buildCsv(
    table.header.map((name) => i18n._(name)),
    table.rows,
  );
}

/** The file name: `insights-<figure>-<from>-to-<to>.csv`. */
export function figureCsvFileName(insights: VenueInsights, figure: FigureKey): string {
  return `insights-${figure}-${insights.from}-to-${insights.to}.csv`;
}
