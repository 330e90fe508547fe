/**
 * The limits and fields the manager's "Hours & closures" forms share (docs/decisions/025): the
 * bounds the database's checks keep, a time of day, a calendar day, a name or reason in the venue's
 * languages, and the "closes after it opens" check of a span on the business day's clock.
 */
import * as z from 'zod/mini';
import { isBusinessSpan } from '../business-day.ts';
import { isCalendarDate } from '../clock.ts';
import type { LocaleCode } from '../locales.ts';
import type { LocalizedText } from '../localized-text.ts';
import { refusalMessage } from '../refusals.ts';
import { localizedField, writtenLocales } from './localized-parts.ts';

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
export const timeRequiredMessage = refusalMessage('schedule.time_required');
const dayRequiredMessage = refusalMessage('schedule.day_required');
const textRequiredMessage = refusalMessage('schedule.text_required');

export const isTimeOfDay = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

export const timeField = () => z.string().check(z.refine(isTimeOfDay, timeRequiredMessage));
export const dayField = () => z.string().check(z.refine(isCalendarDate, dayRequiredMessage));

/** A name or reason in at least one language, each within `maxLength`, on one line. */
export function requiredText(maxLength: number) {
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
export function checkSpan(
  opensAt: string,
  closesAt: string,
  path: string,
  payload: z.core.ParsePayload<unknown>,
) {
  if (isTimeOfDay(opensAt) && isTimeOfDay(closesAt) && !isBusinessSpan(opensAt, closesAt)) {
    payload.issues.push({ code: 'custom', message: hoursSpanMessage, path: [path], input: '' });
  }
}
