/**
 * Editing the venue's contact settings: the WhatsApp number, a mobile (05XXXXXXXX or
 * +9705XXXXXXXX, any digits people type), kept apart from the landline. The database's
 * private.is_mobile_phone checks the same stored form.
 */
import * as z from 'zod/mini';
import { mobilePhonePattern, normalizePhone } from '../limits.ts';
import { refusalMessage } from '../refusals.ts';

export const whatsAppNumberRequiredMessage = refusalMessage('content.whatsapp_required');
export const whatsAppNumberInvalidMessage = refusalMessage('content.whatsapp_invalid');

export const venueContactsFormSchema = z.object({
  /** The mobile the venue answers WhatsApp on, stored as E.164. */
  whatsAppNumber: z
    .string({ error: whatsAppNumberRequiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: whatsAppNumberRequiredMessage, abort: true }),
      z.overwrite(normalizePhone),
      z.regex(mobilePhonePattern, whatsAppNumberInvalidMessage),
    ),
});

export type VenueContactsFormInput = z.input<typeof venueContactsFormSchema>;
export type VenueContactsFormValues = z.output<typeof venueContactsFormSchema>;
