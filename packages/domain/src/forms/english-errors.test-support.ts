/**
 * The forms' errors in English, for tests that hold the spec's words: a form check carries its
 * refusal as a code (`refusalMessage`), and `refusal-english.ts` gives each code's English.
 */
import type * as z from 'zod/mini';
import { englishOfMessage } from '../refusal-english.ts';
import { type FieldErrors, fieldErrors } from './field-errors.ts';

/** `fieldErrors`, each message in English. */
export function englishErrors(schema: z.ZodMiniType, values: unknown): FieldErrors {
  return Object.fromEntries(
    Object.entries(fieldErrors(schema, values)).map(([field, message]) => [
      field,
      englishOfMessage(message),
    ]),
  );
}
