/**
 * A form's errors as one message per field, keyed by the dotted path ("name", "items.2"), the way
 * Mantine's `schemaResolver` shows them: the first issue of each field wins.
 */
import * as z from 'zod/mini';

export type FieldErrors = Readonly<Record<string, string>>;

export function fieldErrors(schema: z.ZodMiniType, values: unknown): FieldErrors {
  const result = z.safeParse(schema, values);
  if (result.success) {
    return {};
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
