// What every staff-accounts action reads and answers alike: the function's words in English, the
// account a request names, its fields checked with the staff form's own schema, and a failed call
// to Auth or the database put for people.

import * as z from 'zod/mini';
import { fieldErrors } from '../../../packages/domain/src/forms/field-errors.ts';
import type {
  addStaffFormSchema,
  editStaffFormSchema,
  staffPasswordSchema,
} from '../../../packages/domain/src/forms/staff-form.ts';
import { englishOf } from '../../../packages/domain/src/refusal-english.ts';
import { refusalOf } from '../../../packages/domain/src/refusals.ts';
import { json } from '../_shared/json.ts';
import type { ServiceError } from './handler-types.ts';

export const messages = {
  managerOnly: 'Only the manager can manage staff accounts.',
  badAction:
    'Send { "action": "create" | "update" | "delete" | "set_password" | "remove_second_factor", ... } as JSON.',
  badId: 'The staff account id is missing or not valid.',
  notFound: 'This staff account no longer exists.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotSetOwnPassword: 'Change your own password in Settings.',
  cannotRemoveOwnSecondFactor: 'Remove your own two-step sign-in in Settings.',
  removeSecondFactorPrefix: 'Failed to remove two-step sign-in. ',
  secondFactorRemoved:
    'Two-step sign-in removed and signed out everywhere. They set it up again when they next sign in.',
  cannotSetManagerPassword:
    "You cannot set another manager's password: they change their own in Settings.",
  passwordSet: 'Password set successfully!',
  setPasswordPrefix: 'Failed to set password. ',
  cannotDemoteSelf: 'You cannot change your own role: another manager must do it.',
  createPrefix: 'Failed to create user. ',
  emailInUse: 'Email is already in use.',
  weakPassword: 'Password is too weak.',
  invalidEmail: 'Invalid email address.',
  unexpected: 'Something went wrong with staff accounts. Please try again.',
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a failed call to Auth or the database says, for people: its message, unless it has none or
 * is only a serialised object (auth-js writes `{}` for an answer it cannot read).
 */
export function readableMessage(error: ServiceError): string {
  const text = typeof error.message === 'string' ? error.message.trim() : '';
  return text && !/^[{[]/.test(text) ? text : messages.unexpected;
}

/**
 * The request's fields checked with the staff form's own schema (the same rules and words as the
 * back-office form): the values, or the first field that is wrong and why, in the form's order.
 */
export function validate<
  Schema extends
    | typeof addStaffFormSchema
    | typeof editStaffFormSchema
    | typeof staffPasswordSchema,
>(
  schema: Schema,
  body: Record<string, unknown>,
): { ok: true; values: z.output<Schema> } | { ok: false; response: Response } {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return { ok: true, values: parsed.data as z.output<Schema> };
  const [field, message] = Object.entries(fieldErrors(schema, body))[0] ?? ['', ''];
  // The form's own check, by field and by its code, as the back-office form refuses it.
  const refusal = refusalOf(message) ?? { code: 'staff.bad_action' as const, params: {} };
  const { code, params } = refusal;
  return { ok: false, response: json({ code, params, error: englishOf(refusal), field }, 400) };
}

/** The account the request names, in lower case as Auth and Postgres write ids, or null. */
export function targetId(body: Record<string, unknown>): string | null {
  const id = body.id;
  return typeof id === 'string' && uuidPattern.test(id) ? id.toLowerCase() : null;
}

/** Whether two user ids name the same user: ids compare in lower case, whatever the sender wrote. */
export function isSameUser(id: string, otherId: string): boolean {
  return id.toLowerCase() === otherId.toLowerCase();
}
