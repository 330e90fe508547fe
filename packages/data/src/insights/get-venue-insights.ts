import type { CalendarDate } from '@venue/domain/clock';
import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/** The requests made on one venue day, by the status they have now. */
export type RequestsOfDay = {
  date: CalendarDate;
  approved: number;
  rejected: number;
  pending: number;
  cancelled: number;
};

/**
 * One cell of the lane heat map: a weekday (0 Sunday ... 6 Saturday) and a slot, the approved
 * lane-slots held there over the period, how many such weekdays the period has, and the share of
 * the lanes sold (held / (6 x days); null when the period has no such weekday).
 */
export type LaneOccupancyCell = {
  weekday: number;
  slot: string;
  held: number;
  days: number;
  share: number | null;
};

/**
 * Decisions on the website requests made in the period (rates are 0 to 1, null without a case),
 * the period's requests now cancelled, and attendance of the approved bookings dated in the
 * period whose slot has started.
 */
export type DecisionFigures = {
  approved: number;
  rejected: number;
  approvalRate: number | null;
  averageDecisionMinutes: number | null;
  cancelled: number;
  arrived: number;
  noShow: number;
  noShowRate: number | null;
};

/** Attendance of one group of the bookings `DecisionFigures` counts (the rate is null without a case). */
export type AttendanceFigures = {
  arrived: number;
  noShow: number;
  noShowRate: number | null;
};

/**
 * What the reminders did: the approved bookings dated in the period that at least one sent
 * reminder reached (a skipped or failed one reached nobody), how many of them the customer
 * confirmed ("I'm coming"), and the share (0 to 1, null when none was reminded); and the
 * attendance of `DecisionFigures` split by whether the customer confirmed.
 */
export type ReminderFigures = {
  reminded: number;
  confirmed: number;
  confirmedShare: number | null;
  confirmedAttendance: AttendanceFigures;
  unconfirmedAttendance: AttendanceFigures;
};

/** Approved bookings dated in the period of one type (and birthday package), with the estimate in ILS. */
export type PeopleAndRevenue = {
  type: 'regular' | 'birthday' | 'vr';
  package: string | null;
  bookings: number;
  people: number;
  revenue: number;
};

/**
 * One cell of the VR heat map: a weekday (0 Sunday ... 6 Saturday) and an hour ("15:00"), the
 * station-sessions held there over the period (VR bookings and parties), the VR sessions the
 * period's days offered in that hour, and the share of their stations held (held / (stations x
 * sessions); null when the period offered none).
 */
export type VrOccupancyCell = {
  weekday: number;
  hour: string;
  held: number;
  sessions: number;
  share: number | null;
};

/**
 * VR in the period: the approved VR bookings dated in it, their players, player-sessions and
 * revenue estimate in ILS (players x sessions x the VR price each was booked at); the approved
 * parties that held VR stations and their station-sessions; the VR bookings' recorded arrivals and
 * no-shows (the rate 0 to 1, null without a case); and the station occupancy.
 */
export type VrFigures = {
  bookings: number;
  players: number;
  playerSessions: number;
  revenue: number;
  parties: number;
  partyStationSessions: number;
  arrived: number;
  noShow: number;
  noShowRate: number | null;
  occupancy: VrOccupancyCell[];
};

/** Feedback of one week (Saturday to Friday, cut at the period's ends). */
export type FeedbackWeek = { weekStart: CalendarDate; ratings: number; average: number | null };

export type FeedbackFigures = {
  weeks: FeedbackWeek[];
  /** Ratings 1 to 5, each with its count. */
  spread: { rating: number; count: number }[];
  ratings: number;
  average: number | null;
};

export type VenueInsights = {
  from: CalendarDate;
  to: CalendarDate;
  requestsPerDay: RequestsOfDay[];
  laneOccupancy: LaneOccupancyCell[];
  decisions: DecisionFigures;
  reminders: ReminderFigures;
  peopleAndRevenue: PeopleAndRevenue[];
  feedback: FeedbackFigures;
  vr: VrFigures;
};

/**
 * The insights page's figures for the venue days `from` to `to` (both included, "YYYY-MM-DD"),
 * computed in the database in one call (see the migration `venue_insights` for each figure's
 * rule). The manager only: anyone else is refused with 42501; a backwards period or one longer
 * than 366 days with VN010.
 */
export async function getVenueInsights(
  client: VenueClient,
  from: CalendarDate,
  to: CalendarDate,
): Promise<VenueInsights> {
  const data = unwrap(await client.rpc('venue_insights', { period_from: from, period_to: to }));
  return data as unknown as VenueInsights;
}
