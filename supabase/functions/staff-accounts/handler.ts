// staff-accounts: the manager creates, edits and deletes staff accounts, and sets a new password
// for one (a staff member who forgot theirs) or removes their second factor (a lost phone). Accounts are auth users
// made through the auth admin API (the browser never signs anyone up, so the manager stays signed
// in), each with its staff row; the caller's role is read from `staff`, never from the request.

import * as z from 'zod/mini';
import type { Tables } from '../../../packages/data/src/database.types.ts';
import { fieldErrors } from '../../../packages/domain/src/forms/field-errors.ts';
import {
  addStaffFormSchema,
  editStaffFormSchema,
  type staffPasswordSchema,
} from '../../../packages/domain/src/forms/staff-form.ts';
import { englishOf } from '../../../packages/domain/src/refusal-english.ts';
import { refusalOf } from '../../../packages/domain/src/refusals.ts';
import type { StaffRole } from '../../../packages/domain/src/staff-roles.ts';
import { json, methodNotAllowed, readJsonObject, refuse } from '../_shared/json.ts';
import type { StaffCheck } from '../_shared/staff-caller.ts';
import type { PasswordSetEmail } from './password-set-email.ts';
import { removeSecondFactor } from './remove-second-factor.ts';
import { setPassword } from './set-password.ts';

/** A staff row as the function answers with it: the generated type of `staff`. */
export type StaffRow = Tables<'staff'>;

/** An error from Auth or the database: GoTrue's `code` (`email_exists`, ...) or Postgres's. */
export type ServiceError = {
  message: string;
  code?: string | undefined;
  status?: number | undefined;
};

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ServiceError };

export type StaffAccountsDeps = {
  identify: (request: Request) => Promise<StaffCheck>;
  auth: {
    /** Creates a user with a confirmed e-mail. */
    createUser: (user: {
      email: string;
      password: string;
      name: string;
    }) => Promise<Outcome<{ id: string; email: string }>>;
    /** Sets a user's password (GoTrue ends the user's sessions). */
    setPassword: (id: string, password: string) => Promise<Outcome<null>>;
    /** Deletes a user (a staff row left would go with it: the foreign key cascades). */
    deleteUser: (id: string) => Promise<Outcome<null>>;
    /** Deletes every second factor of a user; how many there were. */
    removeSecondFactors: (id: string) => Promise<Outcome<number>>;
    /** Ends every session of a user (their tokens then read and change nothing). */
    endSessions: (id: string) => Promise<Outcome<null>>;
  };
  staff: {
    find: (id: string) => Promise<StaffRow | null>;
    insert: (row: {
      id: string;
      name: string;
      email: string;
      role: StaffRole;
      created_by: string;
    }) => Promise<Outcome<StaffRow>>;
    update: (id: string, change: { name: string; role: StaffRole }) => Promise<Outcome<StaffRow>>;
    /** Deletes the staff row (the service role's table DELETE; the last-manager rule holds). */
    remove: (id: string) => Promise<Outcome<null>>;
    /** Puts a removed staff row back as it was. */
    restore: (row: StaffRow) => Promise<Outcome<StaffRow>>;
  };
  /** Sends an e-mail through the venue's e-mail API; false when it was not sent (and logged). */
  sendEmail: (email: PasswordSetEmail) => Promise<boolean>;
  log: (message: string) => void;
};

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
 * A refused change of a staff row: 409 for the last-manager rule (VN030), else 500 with the
 * code of the change (`staff.change_failed` or `staff.delete_failed`).
 */
function staffChangeFailure(
  error: ServiceError,
  code: 'staff.change_failed' | 'staff.delete_failed',
): Response {
  const reason = readableMessage(error);
  if (error.code === 'VN030') return refuse(409, 'staff.last_manager', reason);
  return refuse(500, code, reason, { reason });
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

/**
 * GoTrue's refusal of a new user, by its error code (never its words), as the function answers
 * it: with GoTrue's own client status (a duplicate e-mail is a 409), else 500.
 */
export function createFailure(error: ServiceError): Response {
  const status = error.status && error.status >= 400 && error.status < 500 ? error.status : null;
  switch (error.code) {
    case 'email_exists':
    case 'user_already_exists':
      return refuse(409, 'staff.email_in_use', messages.createPrefix + messages.emailInUse);
    case 'weak_password':
      return refuse(
        status ?? 400,
        'staff.create_weak_password',
        messages.createPrefix + messages.weakPassword,
      );
    case 'email_address_invalid':
    case 'validation_failed':
      return refuse(
        status ?? 400,
        'staff.invalid_email',
        messages.createPrefix + messages.invalidEmail,
      );
    default: {
      const reason = readableMessage(error);
      return refuse(status ?? 500, 'staff.create_failed', messages.createPrefix + reason, {
        reason,
      });
    }
  }
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

export async function handleStaffAccounts(
  request: Request,
  deps: StaffAccountsDeps,
): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed();

  const check = await deps.identify(request);
  if (!check.ok) return check.response;
  const caller = check.caller;
  if (caller.role !== 'jana') {
    return refuse(403, 'access.manager_only', messages.managerOnly, {
      action: 'manage staff accounts',
    });
  }

  const body = await readJsonObject(request);
  try {
    switch (body?.action) {
      case 'create':
        return await create(body, caller.id, deps);
      case 'update':
        return await update(body, caller.id, deps);
      case 'delete':
        return await remove(body, caller.id, deps);
      case 'set_password':
        return await setPassword(body, caller, deps);
      case 'remove_second_factor':
        return await removeSecondFactor(body, caller, deps);
      default:
        return refuse(400, 'staff.bad_action', messages.badAction);
    }
  } catch (error) {
    deps.log(`staff-accounts: ${error instanceof Error ? error.message : String(error)}`);
    return refuse(500, 'staff.unexpected', messages.unexpected);
  }
}

async function create(
  body: Record<string, unknown>,
  callerId: string,
  deps: StaffAccountsDeps,
): Promise<Response> {
  const checked = validate(addStaffFormSchema, body);
  if (!checked.ok) return checked.response;
  // Auth keeps e-mail addresses in lower case.
  const input = { ...checked.values, email: checked.values.email.toLowerCase() };

  const created = await deps.auth.createUser({
    email: input.email,
    password: input.password,
    name: input.name,
  });
  if (!created.ok) return createFailure(created.error);
  const user = created.value;

  const inserted = await deps.staff.insert({
    id: user.id,
    name: input.name,
    email: user.email || input.email,
    role: input.role,
    created_by: callerId,
  });
  if (!inserted.ok) {
    // Nothing half-written: without its staff row the new user goes again.
    const undone = await deps.auth.deleteUser(user.id);
    if (!undone.ok) {
      deps.log(
        `staff-accounts: could not delete auth user ${user.id} after its staff row failed: ${undone.error.message}`,
      );
    }
    const reason = readableMessage(inserted.error);
    return refuse(500, 'staff.create_failed', messages.createPrefix + reason, { reason });
  }
  return json({ staff: inserted.value }, 201);
}

async function update(
  body: Record<string, unknown>,
  callerId: string,
  deps: StaffAccountsDeps,
): Promise<Response> {
  const id = targetId(body);
  if (!id) return refuse(400, 'staff.bad_id', messages.badId);
  const checked = validate(editStaffFormSchema, body);
  if (!checked.ok) return checked.response;
  const { name, role } = checked.values;
  if (isSameUser(id, callerId) && role !== 'jana') {
    return refuse(409, 'staff.own_role', messages.cannotDemoteSelf);
  }

  const existing = await deps.staff.find(id);
  if (!existing) return refuse(404, 'staff.not_found', messages.notFound);
  const updated = await deps.staff.update(id, { name, role });
  if (!updated.ok) return staffChangeFailure(updated.error, 'staff.change_failed');
  return json({ staff: updated.value });
}

async function remove(
  body: Record<string, unknown>,
  callerId: string,
  deps: StaffAccountsDeps,
): Promise<Response> {
  const id = targetId(body);
  if (!id) return refuse(400, 'staff.bad_id', messages.badId);
  if (isSameUser(id, callerId)) return refuse(409, 'staff.own_account', messages.cannotDeleteSelf);
  const existing = await deps.staff.find(id);
  if (!existing) return refuse(404, 'staff.not_found', messages.notFound);
  // The staff row first: the database answers the last-manager rule (VN030) itself, where Auth
  // would hide it behind an error of its own. Then the account, or the row comes back.
  const removed = await deps.staff.remove(id);
  if (!removed.ok) return staffChangeFailure(removed.error, 'staff.delete_failed');
  const deleted = await deps.auth.deleteUser(id);
  if (!deleted.ok) {
    const restored = await deps.staff.restore(existing);
    if (!restored.ok) {
      deps.log(
        `staff-accounts: could not restore the staff row of ${id} after Auth refused its deletion: ${readableMessage(restored.error)}`,
      );
    }
    const reason = readableMessage(deleted.error);
    return refuse(500, 'staff.delete_failed', reason, { reason });
  }
  return json({ deleted: id });
}
