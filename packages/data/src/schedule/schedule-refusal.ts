/**
 * The schedule's writes refused by code (docs/decisions/024): the guard's own `schedule.*` codes
 * arrive in the hint; a constraint the schema checks without one (a span, an overlap, a bound) is
 * read by its constraint's name, and a row-level security refusal by the table written.
 */
import type { Refusal } from '@venue/domain/refusals';
import { DataError, toDataError } from '../errors.ts';

/** The schedule's constraints and what each refuses. */
const constraintRefusals: Readonly<Record<string, Refusal>> = {
  opening_hours_span: { code: 'schedule.hours_span', params: {} },
  special_hours_span: { code: 'schedule.hours_span', params: {} },
  closures_span: { code: 'schedule.hours_span', params: {} },
  special_hours_days: { code: 'schedule.special_days', params: {} },
  special_hours_apart: { code: 'schedule.special_overlap', params: {} },
  lane_blocks_period: { code: 'schedule.block_period', params: {} },
  lane_blocks_lanes: { code: 'schedule.lanes_required', params: {} },
  special_hours_name: { code: 'schedule.text_required', params: {} },
  closures_reason: { code: 'schedule.text_required', params: {} },
  lane_blocks_reason: { code: 'schedule.text_required', params: {} },
  venue_schedule_slot_minutes: {
    code: 'schedule.slot_minutes_range',
    params: { min: 15, max: 180, step: 5 },
  },
  venue_schedule_lane_count: { code: 'schedule.lane_count_range', params: { min: 1, max: 24 } },
  vr_station_blocks_period: { code: 'schedule.vr_block_period', params: {} },
  vr_station_blocks_stations: { code: 'schedule.stations_required', params: {} },
  vr_station_blocks_reason: { code: 'schedule.text_required', params: {} },
  vr_settings_station_count: {
    code: 'schedule.vr_station_count_range',
    params: { min: 1, max: 24 },
  },
  vr_settings_session_minutes: {
    code: 'schedule.vr_session_minutes_range',
    params: { min: 5, max: 120, step: 5 },
  },
};

/** A check (23514) or exclusion (23P01) violation: PostgreSQL names its constraint in quotes last. */
const constraintCodes: ReadonlySet<string> = new Set(['23514', '23P01']);

/** The schedule's tables, as the write that was refused named them. */
export type ScheduleTable =
  | 'venue_schedule'
  | 'opening_hours'
  | 'special_hours'
  | 'closures'
  | 'lane_blocks'
  | 'vr_settings'
  | 'vr_station_blocks';

/** The manager alone changes the schedule; reception adds lane blocks within today. */
export function scheduleNotAllowed(table: ScheduleTable): DataError {
  if (table === 'vr_station_blocks') {
    return new DataError(
      "Reception can block VR stations only within today's business day.",
      '42501',
      null,
      { code: 'schedule.vr_block_today_only', params: {} },
    );
  }
  return table === 'lane_blocks'
    ? new DataError("Reception can block lanes only within today's business day.", '42501', null, {
        code: 'schedule.block_today_only',
        params: {},
      })
    : new DataError('Only the manager can change the schedule.', '42501', null, {
        code: 'schedule.not_allowed',
        params: {},
      });
}

/** An edit or delete by id that found no row: gone meanwhile, or not the caller's to change. */
export function scheduleEntryGone(): DataError {
  return new DataError('This entry no longer exists or you may not change it.', 'PT404', null, {
    code: 'schedule.entry_gone',
    params: {},
  });
}

/** A supabase-js error of a schedule write as a `DataError` that carries its refusal's code. */
export function scheduleError(error: Parameters<typeof toDataError>[0], table: ScheduleTable) {
  const dataError = toDataError(error);
  if (dataError.refusal) return dataError;
  if (dataError.code === '42501') return scheduleNotAllowed(table);
  if (dataError.code !== null && constraintCodes.has(dataError.code)) {
    const constraint = /"([a-z_]+)"\s*$/.exec(dataError.message)?.[1];
    const refusal = constraint ? constraintRefusals[constraint] : undefined;
    if (refusal) return new DataError(dataError.message, dataError.code, null, refusal);
  }
  return dataError;
}

/** The data of a schedule write's result, or its error thrown with its refusal's code. */
export function unwrapSchedule<T>(
  result: { data: T; error: Parameters<typeof toDataError>[0] },
  table: ScheduleTable,
): T {
  if (result.error) throw scheduleError(result.error, table);
  return result.data;
}
