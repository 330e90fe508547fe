/**
 * The checks of the manager's hours forms (docs/decisions/025): the slot length and lane count, the
 * VR zone's stations and session length (034), the weekly hours and a special period. Each refuses by code what the database's constraints refuse
 * too (`venue_schedule_*`, `opening_hours_span`, `special_hours_*`), so a form says it before the
 * database does; closures and lane blocks have theirs in schedule-closure-forms.ts.
 */
import * as z from 'zod/mini';
import { addDays, type CalendarDate } from '../clock.ts';
import { refusalMessage } from '../refusals.ts';
import type { IsoWeekday } from '../schedule.ts';
import type { TimeOfDay } from '../venue.ts';
import { vrSettingsLimits } from '../vr.ts';
import { numberFromText } from './fields.ts';
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

const slotMinutesMessage = refusalMessage(
  'schedule.slot_minutes_range',
  scheduleLimits.slotMinutes,
);
const laneCountMessage = refusalMessage('schedule.lane_count_range', scheduleLimits.laneCount);

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

// The VR zone's stations and session length (docs/decisions/034) ------------------------------

const { stations: vrStations, sessionMinutes: vrSessionMinutes } = vrSettingsLimits;
const vrStationsMessage = refusalMessage('schedule.vr_station_count_range', vrStations);
const vrSessionMinutesMessage = refusalMessage(
  'schedule.vr_session_minutes_range',
  vrSessionMinutes,
);

export const vrSettingsFormSchema = z.object({
  stationCount: z.pipe(
    numberFromText({ required: vrStationsMessage, invalid: vrStationsMessage }),
    z
      .number({ error: vrStationsMessage })
      .check(
        z.int(vrStationsMessage),
        z.gte(vrStations.min, vrStationsMessage),
        z.lte(vrStations.max, vrStationsMessage),
      ),
  ),
  sessionMinutes: z.pipe(
    numberFromText({ required: vrSessionMinutesMessage, invalid: vrSessionMinutesMessage }),
    z.number({ error: vrSessionMinutesMessage }).check(
      z.gte(vrSessionMinutes.min, vrSessionMinutesMessage),
      z.lte(vrSessionMinutes.max, vrSessionMinutesMessage),
      z.refine((value) => value % vrSessionMinutes.step === 0, vrSessionMinutesMessage),
    ),
  ),
});

export type VrSettingsFormInput = z.input<typeof vrSettingsFormSchema>;
export type VrSettingsFormValues = z.output<typeof vrSettingsFormSchema>;

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
