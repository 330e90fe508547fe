/**
 * Editing the price list: bowling per game per person and VR per session, in ILS. Each price is
 * more than 0, at most 1,000 ILS and has at most two decimals; typed as a number or numeric text.
 * The database's private.is_price checks the same.
 */
import * as z from 'zod/mini';
import { limits } from '../limits.ts';
import { refusalMessage } from '../refusals.ts';
import { hasAtMostTwoDecimals, numberFromText } from './fields.ts';

export const priceRequiredMessage = refusalMessage('content.price_required');
export const priceRangeMessage = refusalMessage('content.price_range', { max: limits.priceMax });
export const priceDecimalsMessage = refusalMessage('content.price_decimals');

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
