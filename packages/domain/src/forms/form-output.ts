/**
 * The checked values of a form: what its schema makes of the input (trimmed text, numbers from
 * numeric text, defaults filled in). Call it after the form has validated; it throws the first
 * issue's message when the input is not valid after all.
 */
import * as z from 'zod/mini';

export function formOutput<Schema extends z.ZodMiniType>(
  schema: Schema,
  values: unknown,
): z.output<Schema> {
  const result = z.safeParse(schema, values);
  if (!result.success) {
    throw new Error(result.error.issues[0]?.message ?? 'The form is not valid.');
  }
  return result.data;
}
