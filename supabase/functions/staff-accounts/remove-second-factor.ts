// remove_second_factor: a staff member lost the phone with their authenticator app; the manager
// removes their factors and ends their sessions, and they set a new one up at their next sign-in.

import { json } from '../_shared/json.ts';
import type { StaffCaller } from '../_shared/staff-caller.ts';
import {
  fail,
  isSameUser,
  messages,
  readableMessage,
  type StaffAccountsDeps,
  targetId,
} from './handler.ts';

/**
 * Removes every second factor of a staff member and signs them out everywhere, so a session
 * raised with the lost phone's code ends too. Never the caller's own (they remove theirs in
 * Settings, with a code).
 */
export async function removeSecondFactor(
  body: Record<string, unknown>,
  caller: StaffCaller,
  deps: StaffAccountsDeps,
): Promise<Response> {
  const id = targetId(body);
  if (!id) return fail(400, messages.badId);
  if (isSameUser(id, caller.id)) return fail(409, messages.cannotRemoveOwnSecondFactor);
  const member = await deps.staff.find(id);
  if (!member) return fail(404, messages.notFound);
  const removed = await deps.auth.removeSecondFactors(id);
  if (!removed.ok)
    return fail(500, messages.removeSecondFactorPrefix + readableMessage(removed.error));
  const ended = await deps.auth.endSessions(id);
  if (!ended.ok) return fail(500, messages.removeSecondFactorPrefix + readableMessage(ended.error));
  return json({ updated: id, removed: removed.value, message: messages.secondFactorRemoved });
}
