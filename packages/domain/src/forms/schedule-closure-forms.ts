/**
 * The checks of the manager's closure, lane-block and VR station block forms (docs/decisions/025,
 * 034), and a block's days and times on the venue's clock. Each refuses by code what the database's
 * constraints refuse too (`closures_*`, `lane_blocks_*`, `vr_station_blocks_*`), so a form says it
 * before the database does.
 */
import * as z from 'zod/mini';
import { closingMinute, dayMinute } from '../business-day.ts';
import { addDays, type CalendarDate, slotInstant, venueTimeOfDay, venueToday } from '../clock.ts';
import { refusalMessage } from '../refusals.ts';
import type { TimeOfDay } from '../venue.ts';
import { localizedFormValue } from './localized-parts.ts';
import {
  checkSpan,
  dayField,
  isTimeOfDay,
  requiredText,
  scheduleLimits,
  timeField,
  timeRequiredMessage,
} from './schedule-form-fields.ts';

// A closure -----------------------------------------------------------------------------------

export const closureFormSchema = z.pipe(
  z.object({
    day: dayField(),
    isWholeDay: z.boolean(),
    fromTime: z.string(),
    toTime: z.string(),
    reason: requiredText(scheduleLimits.reasonMaxLength),
  }),
  z.transform((values, payload) => {
    if (values.isWholeDay) {
      return { day: values.day, fromTime: null, toTime: null, reason: values.reason };
    }
    for (const path of ['fromTime', 'toTime'] as const) {
      if (!isTimeOfDay(values[path])) {
        payload.issues.push({
          code: 'custom',
          message: timeRequiredMessage,
          path: [path],
          input: '',
        });
      }
    }
    checkSpan(values.fromTime, values.toTime, 'toTime', payload);
    return {
      day: values.day,
      fromTime: values.fromTime as TimeOfDay | null,
      toTime: values.toTime as TimeOfDay | null,
      reason: values.reason,
    };
  }),
);

export type ClosureFormInput = z.input<typeof closureFormSchema>;
export type ClosureFormValues = z.output<typeof closureFormSchema>;

export function emptyClosureForm(day: CalendarDate): ClosureFormInput {
  return { day, isWholeDay: true, fromTime: '', toTime: '', reason: localizedFormValue(null) };
}

// A lane or VR station block -------------------------------------------------------------------

/** The refusals of one kind of block: no unit chosen, and a period that does not fit. */
type BlockCodes = {
  readonly unitsRequired: 'schedule.lanes_required' | 'schedule.stations_required';
  readonly period: 'schedule.block_period' | 'schedule.vr_block_period';
};

/**
 * Some units of a resource (lanes, VR stations) from a time of one business day to a time of
 * another (or the same), on the venue's clock: a time before 06:00 is the next morning's, and an
 * end at 06:00 is the business day's end.
 */
function blockFormSchema(codes: BlockCodes) {
  return z.pipe(
    z.object({
      units: z.array(z.string()).check(z.minLength(1, refusalMessage(codes.unitsRequired))),
      startDay: dayField(),
      startTime: timeField(),
      endDay: dayField(),
      endTime: timeField(),
      reason: requiredText(scheduleLimits.reasonMaxLength),
    }),
    z.transform((values, payload) => {
      const start = [values.startDay, dayMinute(values.startTime)] as const;
      const end = [values.endDay, closingMinute(values.endTime)] as const;
      const isAfter = end[0] > start[0] || (end[0] === start[0] && end[1] > start[1]);
      const isWithinAYear = values.endDay < addDays(values.startDay, scheduleLimits.maxSpanDays);
      if (!isAfter || !isWithinAYear) {
        payload.issues.push({
          code: 'custom',
          message: refusalMessage(codes.period),
          path: ['endTime'],
          input: values,
        });
      }
      return {
        ...values,
        units: values.units.map(Number).sort((a, b) => a - b),
      };
    }),
  );
}

/** A lane block: the lanes, as `blockFormSchema` (`lane_blocks`). */
export const laneBlockFormSchema = blockFormSchema({
  unitsRequired: 'schedule.lanes_required',
  period: 'schedule.block_period',
});

/** A VR station block: the stations, as `blockFormSchema` (`vr_station_blocks`). */
export const vrStationBlockFormSchema = blockFormSchema({
  unitsRequired: 'schedule.stations_required',
  period: 'schedule.vr_block_period',
});

export type BlockFormInput = z.input<typeof laneBlockFormSchema>;
export type BlockFormValues = z.output<typeof laneBlockFormSchema>;

export function emptyBlockForm(day: CalendarDate): BlockFormInput {
  return {
    units: [],
    startDay: day,
    startTime: '',
    endDay: day,
    endTime: '',
    reason: localizedFormValue(null),
  };
}

/**
 * The instants a block's form names on the venue's clock: its start as a slot of its business
 * day starts (`slotInstant`), its end likewise, except that 06:00 ends the business day.
 */
export function blockPeriod(
  values: Pick<BlockFormValues, 'startDay' | 'startTime' | 'endDay' | 'endTime'>,
  timeZone: string,
): { startsAt: Date; endsAt: Date } {
  const endsAtDayEnd = dayMinute(values.endTime) === 0;
  return {
    startsAt: slotInstant(values.startDay, values.startTime, timeZone),
    endsAt: endsAtDayEnd
      ? slotInstant(addDays(values.endDay, 1), values.endTime, timeZone)
      : slotInstant(values.endDay, values.endTime, timeZone),
  };
}

/** A block's instants as its form's days and times on the venue's clock (`blockPeriod`'s inverse). */
export function blockFormTimes(
  startsAt: Date,
  endsAt: Date,
  timeZone: string,
): Pick<BlockFormInput, 'startDay' | 'startTime' | 'endDay' | 'endTime'> {
  const endTime = venueTimeOfDay(endsAt, timeZone);
  const endDay = venueToday(endsAt, timeZone);
  return {
    startDay: venueToday(startsAt, timeZone),
    startTime: venueTimeOfDay(startsAt, timeZone),
    // 06:00 ends the business day before the one it starts.
    endDay: dayMinute(endTime) === 0 ? addDays(endDay, -1) : endDay,
    endTime,
  };
}
