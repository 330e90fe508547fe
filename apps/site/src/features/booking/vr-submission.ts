/**
 * What the form checks of a VR request before sending it (decision 034): its fields with the
 * domain's VR schema, and its time against the VR grid as it is now (begun, past the last
 * session, or a session without a station for each player). Pure, so the rules are testable alone.
 */
import type { VrSessionOccupancy } from '@venue/data/vr/vr-occupancy';
import { isSlotPast } from '@venue/domain/clock';
import {
  pastClosingMessage,
  pastSlotMessage,
  type VrBookingFormValues,
  vrBookingFormSchemaFor,
} from '@venue/domain/forms/booking-form';
import { fieldErrors } from '@venue/domain/forms/field-errors';
import { refusalMessage } from '@venue/domain/refusals';
import type { VrSettings } from '@venue/domain/vr';
import { type BookingFormState, vrBookingFormInput } from './booking-form-state.ts';
import { fullestVrSession } from './vr-choices.ts';

/** The VR form's values once checked, or its problems by field. */
export function checkVrForm(
  state: BookingFormState,
  stationCount: number,
): { values: VrBookingFormValues } | { problems: Record<string, string> } {
  const schema = vrBookingFormSchemaFor(stationCount, state.hasWhatsAppConsent);
  const input = vrBookingFormInput(state);
  const problems = fieldErrors(schema, input);
  if (Object.keys(problems).length > 0) return { problems };
  return { values: schema.parse(input) as VrBookingFormValues };
}

/**
 * Why the chosen VR start cannot be sent now, on the time field, or undefined when it can: it has
 * begun, its sessions leave the day's grid, or one of them has fewer stations left than players
 * (`occupancy` as just read; undefined when it could not be, and the database decides).
 */
export function vrTimingProblem(
  values: Pick<VrBookingFormValues, 'date' | 'time' | 'people' | 'rounds'>,
  occupancy: readonly VrSessionOccupancy[] | undefined,
  now: Date,
  timeZone: string,
  settings: VrSettings,
): { time: string } | undefined {
  const { date, time, people, rounds } = values;
  if (isSlotPast(date, time, now, timeZone)) return { time: pastSlotMessage };
  if (!occupancy) return undefined;
  const fullest = fullestVrSession(occupancy, time, rounds, settings.sessionMinutes);
  if (!fullest) return { time: pastClosingMessage };
  if (fullest.left >= people) return undefined;
  return {
    time: refusalMessage('vr.session_full', {
      date,
      time: fullest.session,
      left: fullest.left,
      stations: fullest.total,
      needed: people,
    }),
  };
}
