/**
 * The VR walk-in's values and rules: who plays, how many players for how many consecutive
 * sessions from which session, and reception's check of the players' ages. Pure, so the rules
 * are testable alone; `create_staff_booking` judges the same again and holds the stations.
 */
import type { StaffBooking } from '@venue/data/bookings/create-staff-booking';
import {
  pastClosingMessage,
  timeRequiredMessage,
  vrBookingFormSchema,
} from '@venue/domain/forms/booking-form';
import { fieldErrors } from '@venue/domain/forms/field-errors';
import { optionalEmailField } from '@venue/domain/forms/fields';
import type { LocaleCode } from '@venue/domain/locales';
import type { TimeOfDay } from '@venue/domain/venue';
import { fitsVrGrid } from '@venue/domain/vr';
import * as z from 'zod/mini';

export type VrWalkInValues = {
  name: string;
  phone: string;
  players: number;
  sessions: number;
  /** The first session ("HH:mm"), a start of the day's VR grid. */
  start: string;
  /** Reception asked: every player is 8 or older. */
  ageConfirmed: boolean;
};

/** A fresh walk-in starting at the session reception chose on the board. */
export function initialVrWalkIn(start: string): VrWalkInValues {
  return { name: '', phone: '', players: 1, sessions: 1, start, ageConfirmed: false };
}

/** The public VR form's rules, with no e-mail asked of someone at the counter. */
function vrWalkInSchema(stationCount: number) {
  return z.extend(vrBookingFormSchema(stationCount), { email: optionalEmailField() });
}

/** The form field of a schema path: players are the schema's people, sessions its rounds. */
function fieldOf(path: string): keyof VrWalkInValues | 'form' {
  const fields: Record<string, keyof VrWalkInValues> = {
    name: 'name',
    phone: 'phone',
    people: 'players',
    rounds: 'sessions',
    time: 'start',
    ageConfirmed: 'ageConfirmed',
  };
  return fields[path] ?? 'form';
}

/**
 * The walk-in's problems by field, in English (the dialog shows them in the staff member's
 * language): the VR form's rules over the zone's `stationCount`, then whether its first session
 * is one of the day's VR `grid` and its sessions end by closing.
 */
export function vrWalkInProblems(
  values: VrWalkInValues,
  date: string,
  stationCount: number,
  grid: readonly TimeOfDay[],
  sessionMinutes: number,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const input = { type: 'vr', ...bookingFields(values, date) };
  for (const [path, message] of Object.entries(fieldErrors(vrWalkInSchema(stationCount), input))) {
    problems[fieldOf(path)] ??= message;
  }
  if (!problems.start && !grid.includes(values.start)) {
    problems.start = timeRequiredMessage;
  } else if (
    !problems.start &&
    !problems.sessions &&
    !fitsVrGrid(grid, values.start, values.sessions, sessionMinutes)
  ) {
    problems.start = pastClosingMessage;
  }
  return problems;
}

function bookingFields(values: VrWalkInValues, date: string) {
  return {
    name: values.name,
    phone: values.phone,
    email: '',
    people: values.players,
    rounds: values.sessions,
    date,
    time: values.start,
    ageConfirmed: values.ageConfirmed,
  };
}

/**
 * What `createStaffBooking` is sent for valid values (the schema's clean name and phone): a VR
 * booking at the counter, approved at once (its stations held, or refused `vr.session_full`), in
 * the customer's `locale`.
 */
export function vrWalkInBooking(
  values: VrWalkInValues,
  date: string,
  stationCount: number,
  locale: LocaleCode,
): StaffBooking {
  const parsed = z.parse(vrWalkInSchema(stationCount), {
    type: 'vr',
    ...bookingFields(values, date),
  });
  return {
    type: 'vr',
    name: parsed.name,
    phone: parsed.phone,
    people: parsed.people,
    rounds: parsed.rounds,
    date,
    time: parsed.time,
    source: 'walk_in',
    approve: true,
    locale,
    ageConfirmed: true,
  };
}
