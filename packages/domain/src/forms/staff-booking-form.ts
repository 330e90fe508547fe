/**
 * The booking reception takes on the phone or at the counter: the public booking form's fields
 * and rules, an e-mail the customer may not have, where the booking came from, and whether staff
 * approve it at once (by default; it takes a lane under the same capacity rule as an approval).
 * `create_staff_booking` checks the same in the database, with the same words.
 */
import * as z from 'zod/mini';
import { staffBookingSourceMessage, staffBookingSources } from '../booking.ts';
import { birthdayBookingFormSchema, regularBookingFormSchema } from './booking-form.ts';
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
  ],
  { error: 'Choose Regular Booking or Birthday Package' },
);

export type StaffBookingFormInput = z.input<typeof staffBookingFormSchema>;
export type StaffBookingFormValues = z.output<typeof staffBookingFormSchema>;
