import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { limits } from '../../../packages/domain/src/limits.ts';
import { jsonError } from '../_shared/json.ts';
import type { StaffCheck } from '../_shared/staff-caller.ts';
import {
  createFailureMessage,
  handleStaffAccounts,
  messages,
  readableMessage,
  type StaffAccountsDeps,
  type StaffRow,
} from './handler.ts';

const managerId = '0d7c3a1e-5b8e-4c61-9d2a-6f1e0a9b7c01';
const receptionId = '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02';
const newUserId = '9b1f7a3c-2d4e-4f5a-8b6c-7d8e9f0a1b2c';

const manager: StaffCheck = {
  ok: true,
  caller: { id: managerId, email: 'jana@example.com', name: 'Jana', role: 'jana' },
};
const receptionist: StaffCheck = {
  ok: true,
  caller: { id: receptionId, email: 'reception@example.com', name: 'Rami', role: 'reception' },
};

function row(overrides: Partial<StaffRow> = {}): StaffRow {
  return {
    id: receptionId,
    name: 'Rami Nasser',
    email: 'reception@example.com',
    role: 'reception',
    locale: 'en',
    created_at: '2026-11-01T10:00:00Z',
    created_by: managerId,
    updated_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

/** A fake Auth and staff table that record every call; each test overrides what it needs. */
function fakes(identity: StaffCheck, overrides: Partial<StaffAccountsDeps> = {}) {
  const calls: string[] = [];
  const deps: StaffAccountsDeps = {
    identify: () => Promise.resolve(identity),
    auth: {
      createUser: (user) => {
        calls.push(`auth.create ${user.email} ${user.password} ${user.name}`);
        return Promise.resolve({ ok: true, value: { id: newUserId, email: user.email } });
      },
      setPassword: (id, password) => {
        calls.push(`auth.password ${id} ${password}`);
        return Promise.resolve({ ok: true, value: null });
      },
      deleteUser: (id) => {
        calls.push(`auth.delete ${id}`);
        return Promise.resolve({ ok: true, value: null });
      },
    },
    staff: {
      find: (id) => Promise.resolve(id === receptionId || id === managerId ? row({ id }) : null),
      insert: (input) => {
        calls.push(
          `staff.insert ${input.id} ${input.name} ${input.email} ${input.role} ${input.created_by}`,
        );
        return Promise.resolve({ ok: true, value: row({ ...input }) });
      },
      update: (id, change) => {
        calls.push(`staff.update ${id} ${change.name} ${change.role}`);
        return Promise.resolve({ ok: true, value: row({ id, ...change }) });
      },
      remove: (id) => {
        calls.push(`staff.delete ${id}`);
        return Promise.resolve({ ok: true, value: null });
      },
      restore: (restored) => {
        calls.push(`staff.restore ${restored.id} ${restored.role}`);
        return Promise.resolve({ ok: true, value: restored });
      },
    },
    log: (message) => calls.push(`log ${message}`),
    ...overrides,
  };
  return { deps, calls };
}

function post(body: unknown): Request {
  return new Request('http://local/staff-accounts', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer token' },
    body: JSON.stringify(body),
  });
}

const newAccount = {
  action: 'create',
  name: '  Lina Saleh ',
  email: ' Lina@Example.com ',
  password: 'secret-123',
  role: 'reception',
};

Deno.test('the manager creates an account: a confirmed auth user, then its staff row naming the manager', async () => {
  const { deps, calls } = fakes(manager);
  const response = await handleStaffAccounts(post(newAccount), deps);
  assertEquals(response.status, 201);
  const answer = await response.json();
  assertEquals(answer.staff.id, newUserId);
  assertEquals(answer.staff.name, 'Lina Saleh');
  assertEquals(calls, [
    'auth.create lina@example.com secret-123 Lina Saleh',
    `staff.insert ${newUserId} Lina Saleh lina@example.com reception ${managerId}`,
  ]);
});

Deno.test('creating refuses reception with 403 and touches nothing', async () => {
  const { deps, calls } = fakes(receptionist);
  const response = await handleStaffAccounts(post(newAccount), deps);
  assertEquals(response.status, 403);
  assertEquals((await response.json()).error, messages.managerOnly);
  assertEquals(calls, []);
});

Deno.test('a caller the identity check refuses gets its answer (401 or 403) and nothing happens', async () => {
  for (const status of [401, 403]) {
    const refused: StaffCheck = { ok: false, response: jsonError(status, 'refused') };
    const { deps, calls } = fakes(refused);
    for (const body of [newAccount, { action: 'delete', id: receptionId }]) {
      const response = await handleStaffAccounts(post(body), deps);
      assertEquals(response.status, status);
    }
    assertEquals(calls, []);
  }
});

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
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ password: 'x'.repeat(73) }, 'password', 'Password must be at most 72 characters'],
    [{ password: 'س'.repeat(37) }, 'password', 'Password must be at most 72 characters'],
    [{ role: undefined }, 'role', 'Role is required'],
    [{ role: 'admin' }, 'role', 'Role is required'],
  ];
  for (const [change, field, message] of cases) {
    const { deps, calls } = fakes(manager);
    const response = await handleStaffAccounts(post({ ...newAccount, ...change }), deps);
    assertEquals(response.status, 400, `${JSON.stringify(change)}`);
    assertEquals(await response.json(), { error: message, field });
    assertEquals(calls, []);
  }
});

Deno.test('a password of exactly 6 characters is accepted', async () => {
  const { deps } = fakes(manager);
  const response = await handleStaffAccounts(post({ ...newAccount, password: '123456' }), deps);
  assertEquals(response.status, 201);
});

Deno.test('GoTrue refusals become the spec messages', () => {
  assertEquals(
    createFailureMessage({
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    }),
    'Failed to create user. Email is already in use.',
  );
  assertEquals(
    createFailureMessage({ message: 'User already registered' }),
    'Failed to create user. Email is already in use.',
  );
  assertEquals(
    createFailureMessage({
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
    }),
    'Failed to create user. Password is too weak.',
  );
  assertEquals(
    createFailureMessage({
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    }),
    'Failed to create user. Invalid email address.',
  );
  assertEquals(
    createFailureMessage({
      code: 'email_address_invalid',
      message: 'Email address "x@y.z" is invalid',
    }),
    'Failed to create user. Invalid email address.',
  );
  assertEquals(
    createFailureMessage({
      code: 'unexpected_failure',
      message: 'Database error creating new user',
    }),
    'Failed to create user. Database error creating new user',
  );
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
  assertEquals(response.status, 409);
  assertEquals((await response.json()).error, 'Failed to create user. Email is already in use.');
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
  assertEquals(response.status, 422);
  assertEquals((await response.json()).error, 'Failed to create user. Password is too weak.');
});

Deno.test('when the staff row cannot be written the new auth user is deleted again', async () => {
  const { deps, calls } = fakes(manager);
  deps.staff.insert = () =>
    Promise.resolve({ ok: false, error: { code: '23514', message: 'violates check constraint' } });
  const response = await handleStaffAccounts(post(newAccount), deps);
  assertEquals(response.status, 500);
  assertEquals((await response.json()).error, 'Failed to create user. violates check constraint');
  assertEquals(calls, [
    'auth.create lina@example.com secret-123 Lina Saleh',
    `auth.delete ${newUserId}`,
  ]);
});

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
  assertEquals(demoted.status, 409);
  assertEquals((await demoted.json()).error, messages.cannotDemoteSelf);
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
  assertEquals(await blank.json(), { error: 'Name is required', field: 'name' });
  const role = await handleStaffAccounts(
    post({ action: 'update', id: receptionId, name: 'A', role: 'boss' }),
    deps,
  );
  assertEquals(await role.json(), { error: 'Role is required', field: 'role' });
  const badId = await handleStaffAccounts(
    post({ action: 'update', id: 'nope', name: 'A', role: 'jana' }),
    deps,
  );
  assertEquals(badId.status, 400);
  const unknown = await handleStaffAccounts(
    post({ action: 'update', id: newUserId, name: 'A', role: 'jana' }),
    deps,
  );
  assertEquals(unknown.status, 404);
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
  assertEquals(response.status, 409);
  assertEquals(
    (await response.json()).error,
    'The last manager account cannot be removed or demoted.',
  );
});

Deno.test('delete removes the staff row, then the auth user, never the caller', async () => {
  const { deps, calls } = fakes(manager);
  const self = await handleStaffAccounts(post({ action: 'delete', id: managerId }), deps);
  assertEquals(self.status, 409);
  assertEquals((await self.json()).error, messages.cannotDeleteSelf);
  assertEquals(calls, []);
  const other = await handleStaffAccounts(post({ action: 'delete', id: receptionId }), deps);
  assertEquals(other.status, 200);
  assertEquals(await other.json(), { deleted: receptionId });
  assertEquals(calls, [`staff.delete ${receptionId}`, `auth.delete ${receptionId}`]);
  const gone = await handleStaffAccounts(post({ action: 'delete', id: newUserId }), deps);
  assertEquals(gone.status, 404);
});

Deno.test('a delete the last-manager rule refuses answers 409 with its message, Auth untouched', async () => {
  const { deps, calls } = fakes(manager);
  deps.staff.remove = () =>
    Promise.resolve({
      ok: false,
      error: { code: 'VN030', message: 'The last manager account cannot be removed or demoted.' },
    });
  const response = await handleStaffAccounts(post({ action: 'delete', id: receptionId }), deps);
  assertEquals(response.status, 409);
  assertEquals(await response.json(), {
    error: 'The last manager account cannot be removed or demoted.',
  });
  assertEquals(calls, []);
});

Deno.test('when Auth refuses a deletion the staff row comes back and the answer is readable', async () => {
  const { deps, calls } = fakes(manager);
  deps.auth.deleteUser = () => Promise.resolve({ ok: false, error: { message: '{}' } });
  const response = await handleStaffAccounts(post({ action: 'delete', id: receptionId }), deps);
  assertEquals(response.status, 500);
  assertEquals(await response.json(), { error: messages.unexpected });
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

Deno.test('reception cannot update or delete either', async () => {
  const { deps, calls } = fakes(receptionist);
  for (const body of [
    { action: 'update', id: receptionId, name: 'Me', role: 'jana' },
    { action: 'delete', id: managerId },
  ]) {
    const response = await handleStaffAccounts(post(body), deps);
    assertEquals(response.status, 403);
  }
  assertEquals(calls, []);
});

Deno.test('an unknown action, a non-JSON body and other methods are refused', async () => {
  const { deps } = fakes(manager);
  assertEquals((await handleStaffAccounts(post({ action: 'promote' }), deps)).status, 400);
  const notJson = new Request('http://local/staff-accounts', { method: 'POST', body: 'hello' });
  assertEquals((await handleStaffAccounts(notJson, deps)).status, 400);
  const get = new Request('http://local/staff-accounts');
  assertEquals((await handleStaffAccounts(get, deps)).status, 405);
});

Deno.test('an unexpected failure answers 500 with a readable message and is logged', async () => {
  const { deps, calls } = fakes(manager);
  deps.staff.find = () => Promise.reject(new Error('connection reset'));
  const response = await handleStaffAccounts(post({ action: 'delete', id: receptionId }), deps);
  assertEquals(response.status, 500);
  assertEquals((await response.json()).error, messages.unexpected);
  assertEquals(calls, ['log staff-accounts: connection reset']);
});

Deno.test("the manager sets a staff member's new password through the auth admin API", async () => {
  const { deps, calls } = fakes(manager);
  const response = await handleStaffAccounts(
    post({ action: 'set_password', id: receptionId, password: 'fresh-pass-1' }),
    deps,
  );
  assertEquals(response.status, 200);
  assertEquals(await response.json(), { updated: receptionId, message: messages.passwordSet });
  assertEquals(calls, [`auth.password ${receptionId} fresh-pass-1`]);
});

Deno.test('set_password checks the password with the staff form rule before Auth is called', async () => {
  const { deps, calls } = fakes(manager);
  const cases: [unknown, string][] = [
    [undefined, 'Password is required'],
    ['', 'Password is required'],
    ['12345', 'Password must be at least 6 characters'],
    ['x'.repeat(limits.passwordMaxLength + 1), 'Password must be at most 72 characters'],
  ];
  for (const [password, message] of cases) {
    const response = await handleStaffAccounts(
      post({ action: 'set_password', id: receptionId, password }),
      deps,
    );
    assertEquals(response.status, 400);
    assertEquals(await response.json(), { error: message, field: 'password' });
  }
  const six = await handleStaffAccounts(
    post({ action: 'set_password', id: receptionId, password: '123456' }),
    deps,
  );
  assertEquals(six.status, 200);
  assertEquals(calls, [`auth.password ${receptionId} 123456`]);
});

Deno.test("set_password refuses an unknown account (404), a bad id (400) and the caller's own (409)", async () => {
  const { deps, calls } = fakes(manager);
  const unknown = await handleStaffAccounts(
    post({ action: 'set_password', id: newUserId, password: 'fresh-pass-1' }),
    deps,
  );
  assertEquals(unknown.status, 404);
  assertEquals((await unknown.json()).error, messages.notFound);
  const badId = await handleStaffAccounts(
    post({ action: 'set_password', id: 'nope', password: 'fresh-pass-1' }),
    deps,
  );
  assertEquals(badId.status, 400);
  const own = await handleStaffAccounts(
    post({ action: 'set_password', id: managerId, password: 'fresh-pass-1' }),
    deps,
  );
  assertEquals(own.status, 409);
  assertEquals((await own.json()).error, messages.cannotSetOwnPassword);
  assertEquals(calls, []);
});

Deno.test("reception cannot set anyone's password: 403, Auth untouched", async () => {
  const { deps, calls } = fakes(receptionist);
  const response = await handleStaffAccounts(
    post({ action: 'set_password', id: managerId, password: 'fresh-pass-1' }),
    deps,
  );
  assertEquals(response.status, 403);
  assertEquals((await response.json()).error, messages.managerOnly);
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
    post({ action: 'set_password', id: receptionId, password: 'fresh-pass-1' }),
    deps,
  );
  assertEquals(weak.status, 400);
  assertEquals(await weak.json(), {
    error: 'Failed to set password. Password is too weak.',
    field: 'password',
  });
  deps.auth.setPassword = () =>
    Promise.resolve({ ok: false, error: { message: 'Database error', status: 500 } });
  const failed = await handleStaffAccounts(
    post({ action: 'set_password', id: receptionId, password: 'fresh-pass-1' }),
    deps,
  );
  assertEquals(failed.status, 500);
  assertEquals((await failed.json()).error, 'Failed to set password. Database error');
});
