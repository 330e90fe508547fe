// create, update and delete: the manager makes a staff account (an auth user with its staff row),
// changes its name or role, or deletes it; none of them leaves an account half-written.

import {
  addStaffFormSchema,
  editStaffFormSchema,
} from '../../../packages/domain/src/forms/staff-form.ts';
import { json, refuse } from '../_shared/json.ts';
import type { ServiceError, StaffAccountsDeps } from './handler-types.ts';
import { isSameUser, messages, readableMessage, targetId, validate } from './request.ts';

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

export async function createAccount(
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

export async function updateAccount(
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

export async function deleteAccount(
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
