/**
 * Field schemas the forms share. Built on zod/mini so the public site ships a small bundle; every
 * schema is a Standard Schema, so Mantine's `schemaResolver` reads its issues by field name.
 */
import * as z from 'zod/mini';
import { toAsciiNumber } from '../digits.ts';
import {
  emailPattern,
  hiddenTextCharacters,
  isPlainLine,
  limits,
  normalizePhone,
  phonePattern,
} from '../limits.ts';
import { refusalMessage } from '../refusals.ts';

export const nameRequiredMessage = refusalMessage('field.name_required');
export const emailRequiredMessage = refusalMessage('field.email_required');
export const emailInvalidMessage = refusalMessage('field.email_invalid');
export const phoneRequiredMessage = refusalMessage('field.phone_required');
export const phoneInvalidMessage = refusalMessage('field.phone_invalid');
export const nameHiddenCharactersMessage = refusalMessage('field.name_hidden_characters');
export const textHiddenCharactersMessage = refusalMessage('field.hidden_characters');
const emailTooLongMessage = refusalMessage('field.email_too_long', { max: limits.emailMaxLength });

/**
 * Trimmed text that must not be blank and not longer than `maxLength`, without hidden characters
 * (`hiddenTextCharacters`; on one line, `isPlainLine`'s: no line breaks, tabs or format characters).
 */
export function requiredText(options: {
  readonly required: string;
  readonly maxLength: number;
  readonly tooLong: string;
  readonly singleLine?: boolean;
  /** The refusal of a hidden character; a general one when not given. */
  readonly hiddenCharacters?: string;
}) {
  const isPlain = options.singleLine
    ? isPlainLine
    : (text: string) => !hiddenTextCharacters.test(text);
  return z
    .string({ error: options.required })
    .check(
      z.trim(),
      z.minLength(1, { error: options.required, abort: true }),
      z.maxLength(options.maxLength, options.tooLong),
      z.refine(isPlain, options.hiddenCharacters ?? textHiddenCharactersMessage),
    );
}

/** A person's name: trimmed, required, at most 100 characters, on one line. */
export function nameField(maxLength: number = limits.nameMaxLength) {
  return requiredText({
    required: nameRequiredMessage,
    maxLength,
    tooLong: refusalMessage('field.name_too_long', { max: maxLength }),
    singleLine: true,
    hiddenCharacters: nameHiddenCharactersMessage,
  });
}

/** A trimmed e-mail address of the shape name@domain.tld, at most 254 characters. */
export function emailField() {
  return z
    .string({ error: emailRequiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: emailRequiredMessage, abort: true }),
      z.maxLength(limits.emailMaxLength, { error: emailTooLongMessage, abort: true }),
      z.regex(emailPattern, emailInvalidMessage),
    );
}

/**
 * An e-mail address that may be left blank (a customer on the phone may have none): blank is
 * kept as "", anything else meets `emailField`'s rules.
 */
export function optionalEmailField() {
  return z._default(
    z.string().check(
      z.trim(),
      z.maxLength(limits.emailMaxLength, { error: emailTooLongMessage, abort: true }),
      z.refine((text: string) => text === '' || emailPattern.test(text), emailInvalidMessage),
    ),
    '',
  );
}

/** A WhatsApp number, local ("05...") or international, in its one E.164 form (`normalizePhone`). */
export function phoneField() {
  return z
    .string({ error: phoneRequiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: phoneRequiredMessage, abort: true }),
      z.overwrite(normalizePhone),
      z.regex(phonePattern, phoneInvalidMessage),
    );
}

const decimalText = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A number typed as a number or as numeric text (" 70.5 " → 70.5, "٧٠٫٥" → 70.5: `toAsciiNumber`),
 * as number inputs and text inputs give it. Blank text is missing: it takes `whenBlank` if given, else fails with `required`.
 */
export function numberFromText(options: {
  readonly required: string;
  readonly invalid: string;
  readonly whenBlank?: number;
}) {
  const { required, invalid, whenBlank } = options;
  return z.pipe(
    z.union([z.number(), z.string()], { error: required }),
    z.transform((value: number | string, payload) => {
      if (typeof value === 'number') {
        return value;
      }
      const text = toAsciiNumber(value);
      if (text === '' && whenBlank !== undefined) {
        return whenBlank;
      }
      if (!decimalText.test(text)) {
        payload.issues.push({
          code: 'custom',
          message: text === '' ? required : invalid,
          input: value,
        });
        return z.NEVER;
      }
      return Number(text);
    }),
  );
}

/**
 * An optional number typed as a number or as numeric text, in any digits: blank text (or null) is null, anything
 * else must be a number or fails with `invalid`.
 */
export function optionalNumberFromText(options: { readonly invalid: string }) {
  const { invalid } = options;
  return z.pipe(
    z.union([z.number(), z.string(), z.null()], { error: invalid }),
    z.transform((value: number | string | null, payload) => {
      if (value === null || typeof value === 'number') return value;
      const text = toAsciiNumber(value);
      if (text === '') return null;
      if (!decimalText.test(text)) {
        payload.issues.push({ code: 'custom', message: invalid, input: value });
        return z.NEVER;
      }
      return Number(text);
    }),
  );
}

/** True when a number has at most two decimals (an amount in ILS and agorot). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}
