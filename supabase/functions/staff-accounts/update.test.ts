// The staff-accounts function's update action: a staff row's name and role change, never the
// caller's own role, with the last-manager rule and other refusals answered in readable words.
import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { assertRefusal } from '../_shared/refusal.test-support.ts';
import { fakes, manager, managerId, newUserId, post, receptionId } from './fakes.test-support.ts';
import { handleStaffAccounts } from './handler.ts';

Deno.test('update changes the name and role only: an e-mail in the request is ignored', async () => {
  const { deps, calls } = fakes(manager);
  const response = await handleStaffAccounts(
    post({
      action: 'update',
      id: receptionId,
      name: ' Rami N. ',
      role: 'jana',
      email: 'new@example.com',
    }),
    deps,
  );
  assertEquals(response.status, 200);
  assertEquals((await response.json()).staff.email, 'reception@example.com');
  assertEquals(calls, [`staff.update ${receptionId} Rami N. jana`]);
});

Deno.test('the manager may rename but not demote themselves', async () => {
  const { deps, calls } = fakes(manager);
  const demoted = await handleStaffAccounts(
    post({ action: 'update', id: managerId, name: 'Jana', role: 'reception' }),
    deps,
  );
  await assertRefusal(demoted, 409, 'staff.own_role');
  assertEquals(calls, []);
  const renamed = await handleStaffAccounts(
    post({ action: 'update', id: managerId, name: 'Jana H.', role: 'jana' }),
    deps,
  );
  assertEquals(renamed.status, 200);
});

Deno.test('update validates name, role and id, and answers 404 for an unknown account', async () => {
  const { deps, calls } = fakes(manager);
  const blank = await handleStaffAccounts(
    post({ action: 'update', id: receptionId, name: ' ', role: 'jana' }),
    deps,
  );
  assertEquals(await blank.json(), {
    code: 'field.name_required',
    params: {},
    error: 'Name is required',
    field: 'name',
  });
  const role = await handleStaffAccounts(
    post({ action: 'update', id: receptionId, name: 'A', role: 'boss' }),
    deps,
  );
  assertEquals(await role.json(), {
    code: 'account.role_required',
    params: {},
    error: 'Role is required',
    field: 'role',
  });
  const badId = await handleStaffAccounts(
    post({ action: 'update', id: 'nope', name: 'A', role: 'jana' }),
    deps,
  );
  await assertRefusal(badId, 400, 'staff.bad_id');
  const unknown = await handleStaffAccounts(
    post({ action: 'update', id: newUserId, name: 'A', role: 'jana' }),
    deps,
  );
  await assertRefusal(unknown, 404, 'staff.not_found');
  assertEquals(calls, []);
});

Deno.test('the last-manager rule of the database answers 409 with its message', async () => {
  const { deps } = fakes(manager);
  deps.staff.update = () =>
    Promise.resolve({
      ok: false,
      error: { code: 'VN030', message: 'The last manager account cannot be removed or demoted.' },
    });
  const response = await handleStaffAccounts(
    post({ action: 'update', id: receptionId, name: 'A', role: 'reception' }),
    deps,
  );
  await assertRefusal(response, 409, 'staff.last_manager');
});

Deno.test('another refused change of a staff row answers 500 with its reason as a parameter', async () => {
  const { deps } = fakes(manager);
  deps.staff.update = () =>
    Promise.resolve({ ok: false, error: { code: '23514', message: 'violates check constraint' } });
  const response = await handleStaffAccounts(
    post({ action: 'update', id: receptionId, name: 'A', role: 'reception' }),
    deps,
  );
  await assertRefusal(response, 500, 'staff.change_failed', {
    reason: 'violates check constraint',
  });
});
