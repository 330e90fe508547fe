// set_password: the manager sets a receptionist's new password and the member is told by e-mail.
import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { commonPasswordMessage } from '../../../packages/domain/src/forms/staff-form.ts';
import { limits } from '../../../packages/domain/src/limits.ts';
import { englishOfMessage } from '../../../packages/domain/src/refusal-english.ts';
import { assertRefusal } from '../_shared/refusal.test-support.ts';
import {
  fakes,
  manager,
  managerId,
  newUserId,
  post,
  receptionId,
  receptionist,
  row,
} from './fakes.test-support.ts';
import { handleStaffAccounts } from './handler.ts';
import { messages } from './request.ts';

Deno.test("the manager sets a staff member's new password through the auth admin API", async () => {
  const { deps, calls } = fakes(manager);
  const response = await handleStaffAccounts(
    post({ action: 'set_password', id: receptionId, password: 'lane-seven-strike' }),
    deps,
  );
  assertEquals(response.status, 200);
  assertEquals(await response.json(), {
    updated: receptionId,
    message: messages.passwordSet,
    emailed: true,
  });
  assertEquals(calls, [
    `auth.password ${receptionId} lane-seven-strike`,
    'mail reception@example.com Your Strike Zone staff password was changed',
  ]);
});

Deno.test('set_password checks the password with the staff form rule before Auth is called', async () => {
  const { deps, calls } = fakes(manager);
  const cases: [unknown, string][] = [
    [undefined, 'Password is required'],
    ['', 'Password is required'],
    ['123456', 'Password must be at least 10 characters'],
    ['password', 'Password must be at least 10 characters'],
    ['lane-seve', 'Password must be at least 10 characters'],
    ['1234567890', englishOfMessage(commonPasswordMessage)],
    ['password123', englishOfMessage(commonPasswordMessage)],
    ['x'.repeat(limits.passwordMaxLength + 1), 'Password must be at most 72 characters'],
  ];
  for (const [password, message] of cases) {
    const response = await handleStaffAccounts(
      post({ action: 'set_password', id: receptionId, password }),
      deps,
    );
    assertEquals(response.status, 400);
    const body = await response.json();
    assertEquals({ error: body.error, field: body.field }, { error: message, field: 'password' });
    assertEquals(body.code.startsWith('account.'), true, body.code);
  }
  const ten = await handleStaffAccounts(
    post({ action: 'set_password', id: receptionId, password: 'lane-seven' }),
    deps,
  );
  assertEquals(ten.status, 200);
  assertEquals(calls[0], `auth.password ${receptionId} lane-seven`);
});

Deno.test("set_password refuses an unknown account (404), a bad id (400) and the caller's own (409)", async () => {
  const { deps, calls } = fakes(manager);
  const unknown = await handleStaffAccounts(
    post({ action: 'set_password', id: newUserId, password: 'lane-seven-strike' }),
    deps,
  );
  await assertRefusal(unknown, 404, 'staff.not_found');
  const badId = await handleStaffAccounts(
    post({ action: 'set_password', id: 'nope', password: 'lane-seven-strike' }),
    deps,
  );
  await assertRefusal(badId, 400, 'staff.bad_id');
  const own = await handleStaffAccounts(
    post({ action: 'set_password', id: managerId, password: 'lane-seven-strike' }),
    deps,
  );
  await assertRefusal(own, 409, 'staff.own_password');
  assertEquals(calls, []);
});

Deno.test("reception cannot set anyone's password: 403, Auth untouched", async () => {
  const { deps, calls } = fakes(receptionist);
  const response = await handleStaffAccounts(
    post({ action: 'set_password', id: managerId, password: 'lane-seven-strike' }),
    deps,
  );
  await assertRefusal(response, 403, 'access.manager_only', { action: 'manage staff accounts' });
  assertEquals(calls, []);
});

Deno.test('Auth refusing the password answers 400 "Failed to set password. Password is too weak."', async () => {
  const { deps } = fakes(manager);
  deps.auth.setPassword = () =>
    Promise.resolve({
      ok: false,
      error: {
        message: 'Password should be at least 6 characters.',
        code: 'weak_password',
        status: 422,
      },
    });
  const weak = await handleStaffAccounts(
    post({ action: 'set_password', id: receptionId, password: 'lane-seven-strike' }),
    deps,
  );
  await assertRefusal(weak, 400, 'staff.set_password_weak', {}, { field: 'password' });
  deps.auth.setPassword = () =>
    Promise.resolve({ ok: false, error: { message: 'Database error', status: 500 } });
  const failed = await handleStaffAccounts(
    post({ action: 'set_password', id: receptionId, password: 'lane-seven-strike' }),
    deps,
  );
  await assertRefusal(failed, 500, 'staff.set_password_failed', { reason: 'Database error' });
  deps.auth.setPassword = () =>
    Promise.resolve({
      ok: false,
      error: { message: 'User not found', code: 'user_not_found', status: 404 },
    });
  const gone = await handleStaffAccounts(
    post({ action: 'set_password', id: receptionId, password: 'lane-seven-strike' }),
    deps,
  );
  await assertRefusal(gone, 404, 'staff.not_found');
});

Deno.test("another manager's password is refused (403): they change their own in Settings", async () => {
  const otherManagerId = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
  const { deps, calls } = fakes(manager);
  deps.staff.find = (id) => Promise.resolve(row({ id, role: 'jana' }));
  const response = await handleStaffAccounts(
    post({ action: 'set_password', id: otherManagerId, password: 'lane-seven-strike' }),
    deps,
  );
  await assertRefusal(response, 403, 'staff.manager_password');
  assertEquals(calls, []);
});

Deno.test("the manager's own id in upper case is still their own: 409, nothing set", async () => {
  const { deps, calls } = fakes(manager);
  const response = await handleStaffAccounts(
    post({ action: 'set_password', id: managerId.toUpperCase(), password: 'lane-seven-strike' }),
    deps,
  );
  await assertRefusal(response, 409, 'staff.own_password');
  assertEquals(calls, []);
});

Deno.test('the member is e-mailed in their own language; a mail that fails leaves the password set', async () => {
  const { deps, calls } = fakes(manager);
  deps.staff.find = (id) => Promise.resolve(row({ id, locale: 'ar' }));
  const response = await handleStaffAccounts(
    post({ action: 'set_password', id: receptionId, password: 'lane-seven-strike' }),
    deps,
  );
  assertEquals(response.status, 200);
  assertEquals(calls[1], 'mail reception@example.com تم تغيير كلمة مرور حسابك لدى Strike Zone');
  deps.sendEmail = () => Promise.resolve(false);
  const unsent = await handleStaffAccounts(
    post({ action: 'set_password', id: receptionId, password: 'lane-seven-strike' }),
    deps,
  );
  assertEquals(unsent.status, 200);
  assertEquals((await unsent.json()).emailed, false);
});
