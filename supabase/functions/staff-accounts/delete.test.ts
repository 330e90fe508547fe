// The staff-accounts function's delete action: the staff row first, then the Auth account, with the
// last-manager rule and Auth's refusals answered in readable words.
import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { assertRefusal } from '../_shared/refusal.test-support.ts';
import { fakes, manager, managerId, newUserId, post, receptionId } from './fakes.test-support.ts';
import { handleStaffAccounts } from './handler.ts';
import { messages, readableMessage } from './request.ts';

Deno.test('delete removes the staff row, then the auth user, never the caller', async () => {
  const { deps, calls } = fakes(manager);
  const self = await handleStaffAccounts(post({ action: 'delete', id: managerId }), deps);
  await assertRefusal(self, 409, 'staff.own_account');
  assertEquals(calls, []);
  const other = await handleStaffAccounts(post({ action: 'delete', id: receptionId }), deps);
  assertEquals(other.status, 200);
  assertEquals(await other.json(), { deleted: receptionId });
  assertEquals(calls, [`staff.delete ${receptionId}`, `auth.delete ${receptionId}`]);
  const gone = await handleStaffAccounts(post({ action: 'delete', id: newUserId }), deps);
  await assertRefusal(gone, 404, 'staff.not_found');
});

Deno.test('a delete the last-manager rule refuses answers 409 with its message, Auth untouched', async () => {
  const { deps, calls } = fakes(manager);
  deps.staff.remove = () =>
    Promise.resolve({
      ok: false,
      error: { code: 'VN030', message: 'The last manager account cannot be removed or demoted.' },
    });
  const response = await handleStaffAccounts(post({ action: 'delete', id: receptionId }), deps);
  await assertRefusal(response, 409, 'staff.last_manager');
  assertEquals(calls, []);
});

Deno.test('when Auth refuses a deletion the staff row comes back and the answer is readable', async () => {
  const { deps, calls } = fakes(manager);
  deps.auth.deleteUser = () => Promise.resolve({ ok: false, error: { message: '{}' } });
  const response = await handleStaffAccounts(post({ action: 'delete', id: receptionId }), deps);
  await assertRefusal(response, 500, 'staff.delete_failed', { reason: messages.unexpected });
  assertEquals(calls, [`staff.delete ${receptionId}`, `staff.restore ${receptionId} reception`]);
});

Deno.test('an error without a readable message answers the general one', () => {
  assertEquals(readableMessage({ message: '{}' }), messages.unexpected);
  assertEquals(readableMessage({ message: '  ' }), messages.unexpected);
  assertEquals(readableMessage({ message: undefined as unknown as string }), messages.unexpected);
  assertEquals(
    readableMessage({ message: 'Database error deleting user' }),
    'Database error deleting user',
  );
});
