// The staff-accounts tests' fakes: a recording Auth, staff table and mailer, and their requests.
import type { StaffCheck } from '../_shared/staff-caller.ts';
import type { StaffAccountsDeps, StaffRow } from './handler-types.ts';

export const managerId = '0d7c3a1e-5b8e-4c61-9d2a-6f1e0a9b7c01';
export const receptionId = '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02';
export const newUserId = '9b1f7a3c-2d4e-4f5a-8b6c-7d8e9f0a1b2c';

export const manager: StaffCheck = {
  ok: true,
  caller: { id: managerId, email: 'jana@example.com', name: 'Jana', role: 'jana' },
};
export const receptionist: StaffCheck = {
  ok: true,
  caller: { id: receptionId, email: 'reception@example.com', name: 'Rami', role: 'reception' },
};

export function row(overrides: Partial<StaffRow> = {}): StaffRow {
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
export function fakes(identity: StaffCheck, overrides: Partial<StaffAccountsDeps> = {}) {
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
      removeSecondFactors: (id) => {
        calls.push(`auth.factors.remove ${id}`);
        return Promise.resolve({ ok: true, value: 1 });
      },
      endSessions: (id) => {
        calls.push(`auth.sessions.end ${id}`);
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
    sendEmail: (email) => {
      calls.push(`mail ${email.to} ${email.subject}`);
      return Promise.resolve(true);
    },
    log: (message) => calls.push(`log ${message}`),
    ...overrides,
  };
  return { deps, calls };
}

export function post(body: unknown): Request {
  return new Request('http://local/staff-accounts', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer token' },
    body: JSON.stringify(body),
  });
}

export const newAccount = {
  action: 'create',
  name: '  Lina Saleh ',
  email: ' Lina@Example.com ',
  password: 'lane-seven-strike',
  role: 'reception',
};
