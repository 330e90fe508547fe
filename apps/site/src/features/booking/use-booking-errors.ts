import { type RefObject, useState } from 'react';

/** The fields an error can be shown next to; the schema's and server's names map onto them. */
export type ErrorField =
  | 'name'
  | 'email'
  | 'phone'
  | 'people'
  | 'rounds'
  | 'package'
  | 'date'
  | 'time'
  | 'notes'
  | 'ageConfirmed';
export type FormErrors = Partial<Record<ErrorField, string>>;

const fieldOrder: readonly ErrorField[] = [
  'name',
  'email',
  'phone',
  'people',
  'rounds',
  'package',
  'notes',
  'ageConfirmed',
  'date',
  'time',
];

/** The form field a schema path or a refusal's field names, or null when none of them. */
export function errorFieldOf(path: string): ErrorField | null {
  if (path === 'packageId') return 'package';
  if (path === 'duration') return 'time';
  return (fieldOrder as readonly string[]).includes(path) ? (path as ErrorField) : null;
}

/** One message per form field, the first for each, from errors keyed by schema path. */
export function toFormErrors(errors: Readonly<Record<string, string>>): FormErrors {
  const result: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = errorFieldOf(path);
    if (field && !result[field]) result[field] = message;
  }
  return result;
}

/**
 * The booking form's field errors: shown all at once with focus on the first field in the form's
 * order (`[data-field]` inside `formRef`), cleared one field at a time as the visitor fixes it.
 */
export function useBookingErrors(formRef: RefObject<HTMLFormElement | null>) {
  const [errors, setErrors] = useState<FormErrors>({});

  function clearError(field: ErrorField) {
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }

  function showErrors(next: FormErrors) {
    setErrors(next);
    const first = fieldOrder.find((field) => next[field]);
    if (!first || !formRef.current) return;
    formRef.current.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  }

  return { errors, setErrors, clearError, showErrors };
}

export type BookingErrors = ReturnType<typeof useBookingErrors>;
