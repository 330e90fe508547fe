/**
 * Editing the venue's address (docs/decisions/027): one line in each language, as a visitor reads
 * it out to a taxi driver, written in at least one. The values are what `venue_contacts.address`
 * keeps: only the languages written. The database refuses the same (`venue_contacts_address_check`,
 * and `content.address_required` from its guard).
 */
import * as z from 'zod/mini';
import { asLocalizedText } from '../localized-text.ts';
import { refusalMessage } from '../refusals.ts';
import { localizedFormValue, requiredLocalizedField, writtenLocales } from './localized-parts.ts';

/** The most characters the address has in one language. */
export const venueAddressMaxLength = 200;

export const venueAddressRequiredMessage = refusalMessage('content.address_required');
const addressTooLong = refusalMessage('content.address_too_long', { max: venueAddressMaxLength });

export const venueAddressFormSchema = z.object({
  address: z.pipe(
    requiredLocalizedField(venueAddressMaxLength, addressTooLong, venueAddressRequiredMessage, {
      singleLine: true,
    }),
    z.transform(writtenLocales),
  ),
});

export type VenueAddressFormInput = z.input<typeof venueAddressFormSchema>;
export type VenueAddressFormValues = z.output<typeof venueAddressFormSchema>;

/** The form's values for a stored address: every language, blank where none is written. */
export function venueAddressFormValues(stored: unknown): VenueAddressFormInput {
  return { address: localizedFormValue(asLocalizedText(stored)) };
}
