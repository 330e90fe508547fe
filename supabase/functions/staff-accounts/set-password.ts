// set_password: the manager sets a new password for a staff member who forgot theirs, and the
// member is told by e-mail in their own language.

import { staffPasswordSchema } from '../../../packages/domain/src/forms/staff-form.ts';
import { json } from '../_shared/json.ts';
import type { StaffCaller } from '../_shared/staff-caller.ts';
import {
  fail,
  isSameUser,
  messages,
  readableMessage,
  type StaffAccountsDeps,
  targetId,
  validate,
} from './handler.ts';
import { passwordSetEmail } from './password-set-email.ts';

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
  if (!id) return fail(400, messages.badId);
  if (isSameUser(id, caller.id)) return fail(409, messages.cannotSetOwnPassword);
  const checked = validate(staffPasswordSchema, body);
  if (!checked.ok) return checked.response;
  const member = await deps.staff.find(id);
  if (!member) return fail(404, messages.notFound);
  if (member.role === 'jana') return fail(403, messages.cannotSetManagerPassword);
  const set = await deps.auth.setPassword(id, checked.values.password);
  if (!set.ok) {
    if (set.error.code === 'weak_password') {
      return fail(400, messages.setPasswordPrefix + messages.weakPassword, { field: 'password' });
    }
    const status = set.error.code === 'user_not_found' ? 404 : 500;
    return fail(status, messages.setPasswordPrefix + readableMessage(set.error));
  }
  const isEmailed = await deps.sendEmail(passwordSetEmail(member, caller.name));
  return json({ updated: id, message: messages.passwordSet, emailed: isEmailed });
}
