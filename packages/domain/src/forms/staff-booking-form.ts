/**
 * The booking reception takes on the phone or at the counter: the public booking form's fields
 * and rules, an e-mail the customer may not have, where the booking came from, and whether staff
 * approve it at once (by default; it takes a lane under the same capacity rule as an approval).
 * A VR booking takes players up to the most stations a zone may have (the form holds them to the
 * zone's own), and whether reception asked the players' ages: unlike the site, the answer is
 * recorded, never required (decision 034). `create_staff_booking` checks the same in the
 * database, with the same words.
 */
import * as z from 'zod/mini';
import { staffBookingSourceMessage, staffBookingSources } from '../booking.ts';
import { refusalMessage } from '../refusals.ts';
import { vrSettingsLimits } from '../vr.ts';
import {
  birthdayBookingFormSchema,
  regularBookingFormSchema,
  vrBookingFormSchema,
} from './booking-form.ts';
import { optionalEmailField } from './fields.ts';

const staffFields = {
  email: optionalEmailField(),
  source: z.enum(staffBookingSources, staffBookingSourceMessage),
  /** Insert it approved (it takes a lane at once), as staff do unless they leave it pending. */
  approve: z._default(z.boolean(), true),
};

export const staffBookingFormSchema = z.discriminatedUnion(
  'type',
  [
    z.extend(regularBookingFormSchema, staffFields),
    z.extend(birthdayBookingFormSchema, staffFields),
    z.extend(vrBookingFormSchema(vrSettingsLimits.stations.max), {
      ...staffFields,
      ageConfirmed: z._default(z.boolean(), false),
    }),
  ],
  { error: refusalMessage('booking.type_choice') },
);

export type StaffBookingFormInput = z.input<typeof staffBookingFormSchema>;
export type StaffBookingFormValues = z.output<typeof staffBookingFormSchema>;
