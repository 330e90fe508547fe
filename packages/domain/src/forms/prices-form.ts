/**
 * Editing the price list: bowling per game per person and VR per session, in ILS. Each price is
 * more than 0, at most 1,000 ILS and has at most two decimals; typed as a number or numeric text.
 * The database's private.is_price checks the same.
 */
import * as z from 'zod/mini';
import { limits } from '../limits.ts';
import { hasAtMostTwoDecimals, numberFromText } from './fields.ts';

export const priceRequiredMessage = 'Please enter a price';
export const priceRangeMessage = `Price must be more than 0 and at most ${limits.priceMax.toLocaleString('en-US')} ILS`;
export const priceDecimalsMessage = 'Price can have at most 2 decimals';

/** A price in ILS: more than 0, at most `limits.priceMax`, at most two decimals. */
export function priceField() {
  return z.pipe(
    numberFromText({ required: priceRequiredMessage, invalid: priceRangeMessage }),
    z
      .number({ error: priceRangeMessage })
      .check(
        z.gt(0, { error: priceRangeMessage, abort: true }),
        z.lte(limits.priceMax, { error: priceRangeMessage, abort: true }),
        z.refine(hasAtMostTwoDecimals, priceDecimalsMessage),
      ),
  );
}

export const pricesFormSchema = z.object({
  /** ILS per game per person. */
  bowlingGamePrice: priceField(),
  /** ILS per VR session. */
  vrSessionPrice: priceField(),
});

export type PricesFormInput = z.input<typeof pricesFormSchema>;
export type PricesFormValues = z.output<typeof pricesFormSchema>;
