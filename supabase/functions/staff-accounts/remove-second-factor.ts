// remove_second_factor: a staff member lost the phone with their authenticator app; the manager
// removes their factors and ends their sessions, and they set a new one up at their next sign-in.

import { json, refuse } from '../_shared/json.ts';
import type { StaffCaller } from '../_shared/staff-caller.ts';
import type { ServiceError, StaffAccountsDeps } from './handler-types.ts';
import { isSameUser, messages, readableMessage, targetId } from './request.ts';

function removalFailure(error: ServiceError): Response {
  const reason = readableMessage(error);
  return refuse(
    500,
    'staff.remove_second_factor_failed',
    messages.removeSecondFactorPrefix + reason,
    {
      reason,
    },
  );
}

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
  if (!id) return refuse(400, 'staff.bad_id', messages.badId);
  if (isSameUser(id, caller.id)) {
    return refuse(409, 'staff.own_second_factor', messages.cannotRemoveOwnSecondFactor);
  }
  const member = await deps.staff.find(id);
  if (!member) return refuse(404, 'staff.not_found', messages.notFound);
  const removed = await deps.auth.removeSecondFactors(id);
  if (!removed.ok) return removalFailure(removed.error);
  const ended = await deps.auth.endSessions(id);
  if (!ended.ok) return removalFailure(ended.error);
  return json({ updated: id, removed: removed.value, message: messages.secondFactorRemoved });
}
