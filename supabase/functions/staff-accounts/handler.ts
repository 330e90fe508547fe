// staff-accounts: the manager creates, edits and deletes staff accounts, and sets a new password
// for one (a staff member who forgot theirs) or removes their second factor (a lost phone).
// Accounts are auth users made through the auth admin API (the browser never signs anyone up, so
// the manager stays signed in), each with its staff row; the caller's role is read from `staff`,
// never from the request. Here the caller is checked and the request goes to its action.

import { methodNotAllowed, readJsonObject, refuse } from '../_shared/json.ts';
import { createAccount, deleteAccount, updateAccount } from './accounts.ts';
import type { StaffAccountsDeps } from './handler-types.ts';
import { removeSecondFactor } from './remove-second-factor.ts';
import { messages } from './request.ts';
import { setPassword } from './set-password.ts';

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
        return await createAccount(body, caller.id, deps);
      case 'update':
        return await updateAccount(body, caller.id, deps);
      case 'delete':
        return await deleteAccount(body, caller.id, deps);
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
