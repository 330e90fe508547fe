// set_password: the manager sets a new password for a staff member who forgot theirs, and the
// member is told by e-mail in their own language.

import { staffPasswordSchema } from '../../../packages/domain/src/forms/staff-form.ts';
import { json, refuse } from '../_shared/json.ts';
import type { StaffCaller } from '../_shared/staff-caller.ts';
import type { StaffAccountsDeps } from './handler-types.ts';
import { passwordSetEmail } from './password-set-email.ts';
import { isSameUser, messages, readableMessage, targetId, validate } from './request.ts';

/**
 * Sets a staff member's new password: checked with the staff password rule (length, common
 * passwords), only for a receptionist's account; never the caller's own nor another manager's
 * (managers change theirs in Settings, with their current password).
 */
export async function setPassword(
  body: Record<string, unknown>,
  caller: StaffCaller,
  deps: StaffAccountsDeps,
): Promise<Response> {
  const id = targetId(body);
  if (!id) return refuse(400, 'staff.bad_id', messages.badId);
  if (isSameUser(id, caller.id))
    return refuse(409, 'staff.own_password', messages.cannotSetOwnPassword);
  const checked = validate(staffPasswordSchema, body);
  if (!checked.ok) return checked.response;
  const member = await deps.staff.find(id);
  if (!member) return refuse(404, 'staff.not_found', messages.notFound);
  if (member.role === 'jana') {
    return refuse(403, 'staff.manager_password', messages.cannotSetManagerPassword);
  }
  const set = await deps.auth.setPassword(id, checked.values.password);
  if (!set.ok) {
    if (set.error.code === 'weak_password') {
      const error = messages.setPasswordPrefix + messages.weakPassword;
      return json({ code: 'staff.set_password_weak', params: {}, error, field: 'password' }, 400);
    }
    // Auth no longer has the account, though its staff row was just read: it is gone.
    if (set.error.code === 'user_not_found') {
      return refuse(404, 'staff.not_found', messages.notFound);
    }
    const reason = readableMessage(set.error);
    return refuse(500, 'staff.set_password_failed', messages.setPasswordPrefix + reason, {
      reason,
    });
  }
  const isEmailed = await deps.sendEmail(passwordSetEmail(member, caller.name));
  return json({ updated: id, message: messages.passwordSet, emailed: isEmailed });
}
