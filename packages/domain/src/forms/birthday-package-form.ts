/**
 * Adding and editing a birthday package (spec sections 3 and 5). Price, min and max people arrive as
 * numbers or as numeric text, and leave as numbers; items arrive as a list or as one text with an
 * item per line (a comma belongs to its item: "Cake, candles" is one item).
 */
import * as z from 'zod/mini';
import { limits } from '../limits.ts';
import { sessionMinutes } from '../venue.ts';
import { hasAtMostTwoDecimals, numberFromText, requiredText } from './fields.ts';

export const packageRequiredFieldsMessage = 'Please fill all required fields';
export const packagePriceRangeMessage = `Price must be between ${limits.packagePriceMin} and ${limits.packagePriceMax} ILS`;
export const packagePriceDecimalsMessage = 'Price can have at most 2 decimals';
export const packageMaxPeopleMessage = `Max people must be a whole number from ${limits.packageMaxPeopleMin} to ${limits.packageMaxPeopleMax}`;
export const packageMinPeopleMessage = `Min people must be a whole number from ${limits.packageMaxPeopleMin} to ${limits.packageMaxPeopleMax}`;
export const packageGuestOrderMessage = 'Min people cannot be more than max people';
export const packageDurationMessage = `Duration must be whole minutes from ${limits.packageDurationMin} to ${limits.packageDurationMax}`;
export const packageItemsCountMessage = `A package can list at most ${limits.packageItemsMaxCount} items`;
export const packageItemLengthMessage = `Each item must be at most ${limits.packageItemMaxLength} characters`;

/** The items of a package: a list, or text split at line breaks only; blanks dropped. */
export function packageItemsFrom(value: string | string[]): string[] {
  const parts = typeof value === 'string' ? value.split(/\r?\n/) : value;
  return parts.map((item) => item.trim()).filter((item) => item !== '');
}

function wholeNumberFromText(options: {
  readonly min: number;
  readonly max: number;
  readonly message: string;
  readonly whenBlank?: number;
}) {
  const { min, max, message, whenBlank } = options;
  return z.pipe(
    numberFromText({
      required: message,
      invalid: message,
      ...(whenBlank === undefined ? {} : { whenBlank }),
    }),
    z
      .number({ error: message })
      .check(
        z.refine(Number.isInteger, { error: message, abort: true }),
        z.gte(min, message),
        z.lte(max, message),
      ),
  );
}

export const birthdayPackageFormSchema = z
  .object({
    title: requiredText({
      required: packageRequiredFieldsMessage,
      maxLength: limits.packageTitleMaxLength,
      tooLong: `Title must be at most ${limits.packageTitleMaxLength} characters`,
    }),
    /** ILS per person. */
    price: z.pipe(
      numberFromText({ required: packageRequiredFieldsMessage, invalid: packagePriceRangeMessage }),
      z
        .number({ error: packagePriceRangeMessage })
        .check(
          z.gte(limits.packagePriceMin, { error: packagePriceRangeMessage, abort: true }),
          z.lte(limits.packagePriceMax, { error: packagePriceRangeMessage, abort: true }),
          z.refine(hasAtMostTwoDecimals, packagePriceDecimalsMessage),
        ),
    ),
    items: z._default(
      z.pipe(
        z.pipe(
          z.union([z.array(z.string()), z.string()], { error: 'Items must be a list of texts' }),
          z.transform(packageItemsFrom),
        ),
        z
          .array(
            z.string().check(z.maxLength(limits.packageItemMaxLength, packageItemLengthMessage)),
          )
          .check(z.maxLength(limits.packageItemsMaxCount, packageItemsCountMessage)),
      ),
      [],
    ),
    /** The fewest guests the package is for; blank means one. */
    minPeople: z._default(
      wholeNumberFromText({
        min: limits.packageMaxPeopleMin,
        max: limits.packageMaxPeopleMax,
        message: packageMinPeopleMessage,
        whenBlank: limits.packageMaxPeopleMin,
      }),
      limits.packageMaxPeopleMin,
    ),
    maxPeople: wholeNumberFromText({
      min: limits.packageMaxPeopleMin,
      max: limits.packageMaxPeopleMax,
      message: packageMaxPeopleMessage,
    }),
    /** Minutes; blank means one session. */
    duration: z._default(
      wholeNumberFromText({
        min: limits.packageDurationMin,
        max: limits.packageDurationMax,
        message: packageDurationMessage,
        whenBlank: sessionMinutes,
      }),
      sessionMinutes,
    ),
  })
  .check(
    z.refine((values) => values.minPeople <= values.maxPeople, {
      path: ['minPeople'],
      error: packageGuestOrderMessage,
      // Only when both numbers are valid: a bad one has its own message.
      when: (payload) =>
        !payload.issues.some((issue) =>
          ['minPeople', 'maxPeople'].includes(String(issue.path?.[0])),
        ),
    }),
  );

export type BirthdayPackageFormInput = z.input<typeof birthdayPackageFormSchema>;
export type BirthdayPackageFormValues = z.output<typeof birthdayPackageFormSchema>;
