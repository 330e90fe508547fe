/** Adding a loyalty offer: spend so many ILS, get so many points (spec sections 3 and 5). */
import * as z from 'zod/mini';
import { limits } from '../limits.ts';
import { refusalMessage } from '../refusals.ts';
import { numberFromText } from './fields.ts';

export const offerInvalidMessage = refusalMessage('content.offer_invalid');
export const offerTooLargeMessage = refusalMessage('content.offer_too_large', {
  max: limits.offerValueMax,
});

function offerValue() {
  return z.pipe(
    numberFromText({ required: offerInvalidMessage, invalid: offerInvalidMessage }),
    z
      .number({ error: offerInvalidMessage })
      .check(
        z.refine(Number.isInteger, { error: offerInvalidMessage, abort: true }),
        z.gte(limits.offerValueMin, { error: offerInvalidMessage, abort: true }),
        z.lte(limits.offerValueMax, offerTooLargeMessage),
      ),
  );
}

export const offerFormSchema = z.object({
  /** ILS. */
  spend: offerValue(),
  /** Points. */
  get: offerValue(),
});

export type OfferFormInput = z.input<typeof offerFormSchema>;
export type OfferFormValues = z.output<typeof offerFormSchema>;
