/**
 * The checks of the manager's "Hours & closures" forms (docs/decisions/025): the slot length and
 * lane count, the weekly hours, a special period, a closure and a lane block. Each refuses by code
 * what the database's constraints refuse too (`venue_schedule_*`, `opening_hours_span`,
 * `special_hours_*`, `closures_*`, `lane_blocks_*`), so a form says it before the database does.
 */
import * as z from 'zod/mini';
import {
  addDays,
  type CalendarDate,
  isCalendarDate,
  slotInstant,
  venueTimeOfDay,
  venueToday,
} from '../clock.ts';
import type { LocaleCode } from '../locales.ts';
import type { LocalizedText } from '../localized-text.ts';
import { refusalMessage } from '../refusals.ts';
import { closingMinute, dayMinute, type IsoWeekday, isBusinessSpan } from '../schedule.ts';
import type { TimeOfDay } from '../venue.ts';
import { numberFromText } from './fields.ts';
import { localizedField, localizedFormValue, writtenLocales } from './localized-parts.ts';

/** The bounds the database's checks keep (`venue_schedule`, `special_hours`, `closures`, `lane_blocks`). */
export const scheduleLimits = Object.freeze({
  slotMinutes: Object.freeze({ min: 15, max: 180, step: 5 }),
  laneCount: Object.freeze({ min: 1, max: 24 }),
  nameMaxLength: 100,
  reasonMaxLength: 200,
  /** A special period or lane block lasts less than this many days. */
  maxSpanDays: 366,
});

const hoursSpanMessage = refusalMessage('schedule.hours_span');
const timeRequiredMessage = refusalMessage('schedule.time_required');
const dayRequiredMessage = refusalMessage('schedule.day_required');
const textRequiredMessage = refusalMessage('schedule.text_required');
const slotMinutesMessage = refusalMessage(
  'schedule.slot_minutes_range',
  scheduleLimits.slotMinutes,
);
const laneCountMessage = refusalMessage('schedule.lane_count_range', scheduleLimits.laneCount);

const isTimeOfDay = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

const timeField = () => z.string().check(z.refine(isTimeOfDay, timeRequiredMessage));
const dayField = () => z.string().check(z.refine(isCalendarDate, dayRequiredMessage));

/** A name or reason in at least one language, each within `maxLength`, on one line. */
function requiredText(maxLength: number) {
  const tooLong = refusalMessage('schedule.text_too_long', { max: maxLength });
  return z.pipe(
    localizedField(maxLength, tooLong, { singleLine: true }).check(
      z.refine((text) => Object.keys(writtenLocales(text)).length > 0, {
        message: textRequiredMessage,
        path: ['en' satisfies LocaleCode],
      }),
    ),
    z.transform((text): LocalizedText => writtenLocales(text)),
  );
}

/** Adds the "closes after it opens" refusal to `path` when the span does not fit a business day. */
function checkSpan(
  opensAt: string,
  closesAt: string,
  path: string,
  payload: z.core.ParsePayload<unknown>,
) {
  if (isTimeOfDay(opensAt) && isTimeOfDay(closesAt) && !isBusinessSpan(opensAt, closesAt)) {
    payload.issues.push({ code: 'custom', message: hoursSpanMessage, path: [path], input: '' });
  }
}

// The slot length and the lane count ----------------------------------------------------------

const { slotMinutes, laneCount } = scheduleLimits;

export const scheduleSettingsFormSchema = z.object({
  slotMinutes: z.pipe(
    numberFromText({ required: slotMinutesMessage, invalid: slotMinutesMessage }),
    z.number({ error: slotMinutesMessage }).check(
      z.gte(slotMinutes.min, slotMinutesMessage),
      z.lte(slotMinutes.max, slotMinutesMessage),
      z.refine((value) => value % slotMinutes.step === 0, slotMinutesMessage),
    ),
  ),
  laneCount: z.pipe(
    numberFromText({ required: laneCountMessage, invalid: laneCountMessage }),
    z
      .number({ error: laneCountMessage })
      .check(
        z.int(laneCountMessage),
        z.gte(laneCount.min, laneCountMessage),
        z.lte(laneCount.max, laneCountMessage),
      ),
  ),
});

export type ScheduleSettingsFormInput = z.input<typeof scheduleSettingsFormSchema>;
export type ScheduleSettingsFormValues = z.output<typeof scheduleSettingsFormSchema>;

// The weekly hours ----------------------------------------------------------------------------

const weekdayHoursSchema = z.pipe(
  z.object({ isOpen: z.boolean(), opensAt: z.string(), closesAt: z.string() }),
  z.transform((day, payload) => {
    if (!day.isOpen) return null;
    if (!isTimeOfDay(day.opensAt)) {
      payload.issues.push({
        code: 'custom',
        message: timeRequiredMessage,
        path: ['opensAt'],
        input: '',
      });
    }
    if (!isTimeOfDay(day.closesAt)) {
      payload.issues.push({
        code: 'custom',
        message: timeRequiredMessage,
        path: ['closesAt'],
        input: '',
      });
    }
    checkSpan(day.opensAt, day.closesAt, 'closesAt', payload);
    return { opensAt: day.opensAt as TimeOfDay, closesAt: day.closesAt as TimeOfDay };
  }),
);

/** One row per ISO weekday, "1" Monday to "7" Sunday; a closed weekday's hours are null. */
export const weeklyHoursFormSchema = z.object({
  days: z.object({
    1: weekdayHoursSchema,
    2: weekdayHoursSchema,
    3: weekdayHoursSchema,
    4: weekdayHoursSchema,
    5: weekdayHoursSchema,
    6: weekdayHoursSchema,
    7: weekdayHoursSchema,
  }),
});

export type WeeklyHoursFormInput = z.input<typeof weeklyHoursFormSchema>;
export type WeeklyHoursFormValues = z.output<typeof weeklyHoursFormSchema>;
export type WeekdayHoursInput = WeeklyHoursFormInput['days'][IsoWeekday];

// A special period ----------------------------------------------------------------------------

export const specialHoursFormSchema = z.pipe(
  z.object({
    firstDay: dayField(),
    lastDay: dayField(),
    opensAt: timeField(),
    closesAt: timeField(),
    name: requiredText(scheduleLimits.nameMaxLength),
  }),
  z.transform((values, payload) => {
    const isOrdered =
      values.lastDay >= values.firstDay &&
      values.lastDay < addDays(values.firstDay, scheduleLimits.maxSpanDays);
    if (!isOrdered) {
      payload.issues.push({
        code: 'custom',
        message: refusalMessage('schedule.special_days'),
        path: ['lastDay'],
        input: values,
      });
    }
    checkSpan(values.opensAt, values.closesAt, 'closesAt', payload);
    return values;
  }),
);

export type SpecialHoursFormInput = z.input<typeof specialHoursFormSchema>;
export type SpecialHoursFormValues = z.output<typeof specialHoursFormSchema>;

export function emptySpecialHoursForm(day: CalendarDate): SpecialHoursFormInput {
  return { firstDay: day, lastDay: day, opensAt: '', closesAt: '', name: localizedFormValue(null) };
}

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

// A lane block --------------------------------------------------------------------------------

/**
 * From a time of one business day to a time of another (or the same), on the venue's clock: a time
 * before 06:00 is the next morning's, and an end at 06:00 is the business day's end.
 */
export const laneBlockFormSchema = z.pipe(
  z.object({
    lanes: z.array(z.string()).check(z.minLength(1, refusalMessage('schedule.lanes_required'))),
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
        message: refusalMessage('schedule.block_period'),
        path: ['endTime'],
        input: values,
      });
    }
    return {
      ...values,
      lanes: values.lanes.map(Number).sort((a, b) => a - b),
    };
  }),
);

export type LaneBlockFormInput = z.input<typeof laneBlockFormSchema>;
export type LaneBlockFormValues = z.output<typeof laneBlockFormSchema>;

export function emptyLaneBlockForm(day: CalendarDate): LaneBlockFormInput {
  return {
    lanes: [],
    startDay: day,
    startTime: '',
    endDay: day,
    endTime: '',
    reason: localizedFormValue(null),
  };
}

/**
 * The instants a lane block's form names on the venue's clock: its start as a slot of its business
 * day starts (`slotInstant`), its end likewise, except that 06:00 ends the business day.
 */
export function laneBlockPeriod(
  values: Pick<LaneBlockFormValues, 'startDay' | 'startTime' | 'endDay' | 'endTime'>,
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

/** A lane block's instants as its form's days and times on the venue's clock (`laneBlockPeriod`'s inverse). */
export function laneBlockFormTimes(
  startsAt: Date,
  endsAt: Date,
  timeZone: string,
): Pick<LaneBlockFormInput, 'startDay' | 'startTime' | 'endDay' | 'endTime'> {
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
