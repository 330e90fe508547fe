import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { limits } from '../../../packages/domain/src/limits.ts';
import type { Refusal } from '../../../packages/domain/src/refusals.ts';
import { refuse } from '../_shared/json.ts';
import { assertRefusal } from '../_shared/refusal.test-support.ts';
import type { StaffCheck } from '../_shared/staff-caller.ts';
import { createFailure } from './accounts.ts';
import {
  fakes,
  manager,
  managerId,
  newAccount,
  newUserId,
  post,
  receptionId,
  receptionist,
} from './fakes.test-support.ts';
import { handleStaffAccounts } from './handler.ts';
import type { ServiceError } from './handler-types.ts';

Deno.test('the manager creates an account: a confirmed auth user, then its staff row naming the manager', async () => {
  const { deps, calls } = fakes(manager);
  const response = await handleStaffAccounts(post(newAccount), deps);
  assertEquals(response.status, 201);
  const answer = await response.json();
  assertEquals(answer.staff.id, newUserId);
  assertEquals(answer.staff.name, 'Lina Saleh');
  assertEquals(calls, [
    'auth.create lina@example.com lane-seven-strike Lina Saleh',
    `staff.insert ${newUserId} Lina Saleh lina@example.com reception ${managerId}`,
  ]);
});

Deno.test('creating refuses reception with 403 and touches nothing', async () => {
  const { deps, calls } = fakes(receptionist);
  const response = await handleStaffAccounts(post(newAccount), deps);
  await assertRefusal(response, 403, 'access.manager_only', { action: 'manage staff accounts' });
  assertEquals(calls, []);
});

Deno.test('a caller the identity check refuses gets its answer (401 or 403) and nothing happens', async () => {
  for (const status of [401, 403]) {
    const refused: StaffCheck = {
      ok: false,
      response: refuse(status, 'access.signed_out', 'Please sign in as staff to do this.'),
    };
    const { deps, calls } = fakes(refused);
    for (const body of [newAccount, { action: 'delete', id: receptionId }]) {
      const response = await handleStaffAccounts(post(body), deps);
      assertEquals(response.status, status);
    }
    assertEquals(calls, []);
  }
});

const commonPassword =
  'This password is one of the most common ones. Choose one that is harder to guess.';

Deno.test('every field is checked on the server with the form messages, before Auth is called', async () => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ name: '   ' }, 'name', 'Name is required'],
    [{ name: undefined }, 'name', 'Name is required'],
    [
      { name: 'x'.repeat(limits.staffNameMaxLength + 1) },
      'name',
      'Name must be at most 100 characters',
    ],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'lina@example' }, 'email', 'Email is invalid'],
    [{ email: 'lina example@x.com' }, 'email', 'Email is invalid'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: '123456' }, 'password', 'Password must be at least 10 characters'],
    [{ password: 'password' }, 'password', 'Password must be at least 10 characters'],
    [{ password: 'lane-seve' }, 'password', 'Password must be at least 10 characters'],
    [{ password: '1234567890' }, 'password', commonPassword],
    [{ password: 'Password123' }, 'password', commonPassword],
    [{ password: 'x'.repeat(73) }, 'password', 'Password must be at most 72 characters'],
    [{ password: 'س'.repeat(37) }, 'password', 'Password must be at most 72 characters'],
    [{ role: undefined }, 'role', 'Role is required'],
    [{ role: 'admin' }, 'role', 'Role is required'],
  ];
  for (const [change, field, message] of cases) {
    const { deps, calls } = fakes(manager);
    const response = await handleStaffAccounts(post({ ...newAccount, ...change }), deps);
    assertEquals(response.status, 400, `${JSON.stringify(change)}`);
    const body = await response.json();
    // The form's check by its code, its English beside it for logs.
    assertEquals({ error: body.error, field: body.field }, { error: message, field });
    assertEquals(/^(field|account)\.[a-z_]+$/.test(body.code), true, body.code);
    assertEquals(calls, []);
  }
});

Deno.test('an uncommon password of exactly 10 characters is accepted', async () => {
  const { deps } = fakes(manager);
  const response = await handleStaffAccounts(post({ ...newAccount, password: 'lane-seven' }), deps);
  assertEquals(response.status, 201);
});

Deno.test('GoTrue refusals become codes by their error code, whatever their words', async () => {
  const cases: [ServiceError, number, Refusal['code'], Record<string, unknown>][] = [
    [
      {
        code: 'email_exists',
        status: 422,
        message: 'A user with this email address has already been registered',
      },
      409,
      'staff.email_in_use',
      {},
    ],
    [{ code: 'user_already_exists', message: 'Reworded.' }, 409, 'staff.email_in_use', {}],
    [
      { code: 'weak_password', status: 422, message: 'Password should be at least 8 characters.' },
      422,
      'staff.create_weak_password',
      {},
    ],
    [
      {
        code: 'validation_failed',
        status: 400,
        message: 'Unable to validate email address: invalid format',
      },
      400,
      'staff.invalid_email',
      {},
    ],
    [
      { code: 'email_address_invalid', status: 400, message: 'Email address "x@y.z" is invalid' },
      400,
      'staff.invalid_email',
      {},
    ],
    [
      { code: 'unexpected_failure', status: 500, message: 'Database error creating new user' },
      500,
      'staff.create_failed',
      { reason: 'Database error creating new user' },
    ],
    // Words alone say nothing: a code GoTrue does not give is a failure like any other.
    [
      { message: 'User already registered' },
      500,
      'staff.create_failed',
      { reason: 'User already registered' },
    ],
  ];
  for (const [error, status, code, params] of cases) {
    await assertRefusal(createFailure(error), status, code, params);
  }
});

Deno.test('a duplicate e-mail answers 409 with the spec message and writes no staff row', async () => {
  const { deps, calls } = fakes(manager, {});
  deps.auth.createUser = () =>
    Promise.resolve({
      ok: false,
      error: {
        code: 'email_exists',
        status: 422,
        message: 'A user with this email address has already been registered',
      },
    });
  const response = await handleStaffAccounts(post(newAccount), deps);
  await assertRefusal(response, 409, 'staff.email_in_use');
  assertEquals(calls, []);
});

Deno.test('a weak password refused by Auth answers 422 with the spec message', async () => {
  const { deps } = fakes(manager);
  deps.auth.createUser = () =>
    Promise.resolve({
      ok: false,
      error: {
        code: 'weak_password',
        status: 422,
        message: 'Password should be at least 8 characters.',
      },
    });
  const response = await handleStaffAccounts(post(newAccount), deps);
  await assertRefusal(response, 422, 'staff.create_weak_password');
});

Deno.test('when the staff row cannot be written the new auth user is deleted again', async () => {
  const { deps, calls } = fakes(manager);
  deps.staff.insert = () =>
    Promise.resolve({ ok: false, error: { code: '23514', message: 'violates check constraint' } });
  const response = await handleStaffAccounts(post(newAccount), deps);
  await assertRefusal(response, 500, 'staff.create_failed', {
    reason: 'violates check constraint',
  });
  assertEquals(calls, [
    'auth.create lina@example.com lane-seven-strike Lina Saleh',
    `auth.delete ${newUserId}`,
  ]);
});

Deno.test('reception cannot update or delete either', async () => {
  const { deps, calls } = fakes(receptionist);
  for (const body of [
    { action: 'update', id: receptionId, name: 'Me', role: 'jana' },
    { action: 'delete', id: managerId },
  ]) {
    const response = await handleStaffAccounts(post(body), deps);
    await assertRefusal(response, 403, 'access.manager_only', {
      action: 'manage staff accounts',
    });
  }
  assertEquals(calls, []);
});

Deno.test('an unknown action, a non-JSON body and other methods are refused', async () => {
  const { deps } = fakes(manager);
  await assertRefusal(
    await handleStaffAccounts(post({ action: 'promote' }), deps),
    400,
    'staff.bad_action',
  );
  const notJson = new Request('http://local/staff-accounts', { method: 'POST', body: 'hello' });
  await assertRefusal(await handleStaffAccounts(notJson, deps), 400, 'staff.bad_action');
  const get = new Request('http://local/staff-accounts');
  await assertRefusal(await handleStaffAccounts(get, deps), 405, 'request.method_not_allowed');
});

Deno.test('an unexpected failure answers 500 with a readable message and is logged', async () => {
  const { deps, calls } = fakes(manager);
  deps.staff.find = () => Promise.reject(new Error('connection reset'));
  const response = await handleStaffAccounts(post({ action: 'delete', id: receptionId }), deps);
  await assertRefusal(response, 500, 'staff.unexpected');
  assertEquals(calls, ['log staff-accounts: connection reset']);
});

Deno.test('an upper-case id is the same user: the manager cannot demote or delete themselves with it', async () => {
  const { deps, calls } = fakes(manager);
  const shouted = managerId.toUpperCase();
  const demoted = await handleStaffAccounts(
    post({ action: 'update', id: shouted, name: 'Jana', role: 'reception' }),
    deps,
  );
  await assertRefusal(demoted, 409, 'staff.own_role');
  const deleted = await handleStaffAccounts(post({ action: 'delete', id: shouted }), deps);
  await assertRefusal(deleted, 409, 'staff.own_account');
  assertEquals(calls, []);
});

Deno.test('an upper-case id of another account names it in lower case, as Auth and Postgres do', async () => {
  const { deps, calls } = fakes(manager);
  const response = await handleStaffAccounts(
    post({ action: 'update', id: receptionId.toUpperCase(), name: 'Rami', role: 'reception' }),
    deps,
  );
  assertEquals(response.status, 200);
  assertEquals(calls, [`staff.update ${receptionId} Rami reception`]);
});
