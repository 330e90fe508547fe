import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataError } from '../src/errors.ts';
import { createStaffAccount } from '../src/staff/create-staff-account.ts';
import { deleteStaffAccount } from '../src/staff/delete-staff-account.ts';
import { listStaff } from '../src/staff/list-staff.ts';
import { setStaffPassword } from '../src/staff/set-staff-password.ts';
import { updateStaffAccount } from '../src/staff/update-staff-account.ts';
import {
  type Client,
  closeSql,
  demoStaff,
  service,
  signedIn,
  signInAsJana,
  signInAsOutsider,
  signInAsReception,
  sql,
  stack,
  visitor,
} from './support.ts';

// The staff-accounts edge function through the gateway, as the back-office calls it: only the
// manager may create, edit and delete accounts; every refusal leaves Auth and `staff` unchanged.

let jana: Client;
let reception: Client;

beforeAll(async () => {
  [jana, reception] = await Promise.all([signInAsJana(), signInAsReception()]);
});
afterAll(closeSql);

const uniqueEmail = () => `staff-${randomUUID().slice(0, 8)}@example.com`;

async function failure(promise: Promise<unknown>): Promise<DataError> {
  try {
    await promise;
  } catch (error) {
    return error as DataError;
  }
  throw new Error('The call was expected to fail, but it succeeded.');
}

/** The function's HTTP answer behind a supabase-js error (the call must have failed). */
function responseOf(error: unknown): Response {
  const context = (error as { context?: Partial<Response> } | null)?.context;
  if (typeof context?.status !== 'number' || typeof context.json !== 'function') {
    throw new Error(`Expected an HTTP refusal, got ${String(error)}`);
  }
  return context as Response;
}

async function authUsersWithEmail(email: string): Promise<number> {
  const rows = await sql<{ count: string }>('select count(*) from auth.users where email = $1', [
    email,
  ]);
  return Number(rows[0]?.count);
}

type StaffSnapshot = { id: string; name: string; email: string; role: string; updated_at: Date };
async function staffSnapshot(): Promise<StaffSnapshot[]> {
  return sql<StaffSnapshot>(
    'select id, name, email, role, updated_at from public.staff order by id',
  );
}

async function newAccount(role: 'reception' | 'jana' = 'reception') {
  const email = uniqueEmail();
  const password = 'new-staff-pass';
  const staff = await createStaffAccount(jana, { name: 'Lina Saleh', email, password, role });
  return { ...staff, password };
}

describe('the manager creates staff accounts', () => {
  it('creates a reception account that can then sign in, without signing the manager out', async () => {
    const email = uniqueEmail();
    const created = await createStaffAccount(jana, {
      name: 'Lina Saleh',
      email,
      password: 'lina-pass-1',
      role: 'reception',
    });
    expect(created).toMatchObject({
      name: 'Lina Saleh',
      email,
      role: 'reception',
      created_by: demoStaff.jana.id,
    });

    const lina = await signedIn(email, 'lina-pass-1');
    const { data: own } = await lina.from('staff').select('id, role').single();
    expect(own).toEqual({ id: created.id, role: 'reception' });

    const { data: manager } = await jana.auth.getUser();
    expect(manager.user?.id).toBe(demoStaff.jana.id);
    const everyone = await listStaff(jana);
    expect(everyone.map((member) => member.email)).toContain(email);
  });

  it('refuses an e-mail already in use with the spec message, leaving one account', async () => {
    const before = await staffSnapshot();
    const error = await failure(
      createStaffAccount(jana, {
        name: 'Someone Else',
        email: demoStaff.reception.email,
        password: 'long-enough',
        role: 'reception',
      }),
    );
    expect(error.message).toBe('Failed to create user. Email is already in use.');
    expect(error.refusal).toEqual({ code: 'staff.email_in_use', params: {} });
    expect(await authUsersWithEmail(demoStaff.reception.email)).toBe(1);
    expect(await staffSnapshot()).toEqual(before);
  });

  it('refuses an invalid e-mail, a blank name and an unknown role and creates nothing', async () => {
    const before = await staffSnapshot();
    const cases = [
      [{ email: 'not-an-email' }, 'Email is invalid'],
      [{ name: '   ' }, 'Name is required'],
      [{ role: 'owner' }, 'Role is required'],
    ] as const;
    for (const [change, message] of cases) {
      const body = {
        action: 'create',
        name: 'Valid Name',
        email: uniqueEmail(),
        password: 'long-enough',
        role: 'reception',
        ...change,
      };
      const { error } = await jana.functions.invoke('staff-accounts', { body });
      const answer = await responseOf(error).json();
      expect(answer.error).toBe(message);
    }
    expect(await staffSnapshot()).toEqual(before);
  });
});

describe('the manager edits and deletes staff accounts', () => {
  it('changes the name and role; the e-mail never changes and updated_at moves', async () => {
    const account = await newAccount();
    const updated = await updateStaffAccount(jana, account.id, {
      name: 'Lina S. Saleh',
      role: 'jana',
    });
    expect(updated).toMatchObject({ id: account.id, name: 'Lina S. Saleh', role: 'jana' });
    expect(new Date(updated.updated_at).getTime()).toBeGreaterThan(
      new Date(account.updated_at).getTime(),
    );

    const { error } = await jana.functions.invoke('staff-accounts', {
      body: {
        action: 'update',
        id: account.id,
        name: 'Lina',
        role: 'reception',
        email: 'x@example.com',
      },
    });
    expect(error).toBeNull();
    const [row] = await sql<{ email: string; role: string }>(
      'select email, role from public.staff where id = $1',
      [account.id],
    );
    expect(row).toEqual({ email: account.email, role: 'reception' });
    const [user] = await sql<{ email: string }>('select email from auth.users where id = $1', [
      account.id,
    ]);
    expect(user?.email).toBe(account.email);
  });

  it('cannot demote or delete the manager own account', async () => {
    const before = await staffSnapshot();
    const demote = await failure(
      updateStaffAccount(jana, demoStaff.jana.id, { name: 'Jana Haddad', role: 'reception' }),
    );
    expect(demote.message).toBe('You cannot change your own role: another manager must do it.');
    expect(demote.refusal).toEqual({ code: 'staff.own_role', params: {} });
    const remove = await failure(deleteStaffAccount(jana, demoStaff.jana.id));
    expect(remove.message).toBe('You cannot delete your own account.');
    expect(remove.refusal).toEqual({ code: 'staff.own_account', params: {} });
    expect(await staffSnapshot()).toEqual(before);
    expect(await authUsersWithEmail(demoStaff.jana.email)).toBe(1);
  });

  it('deletes the staff row and the auth user, so the account can no longer sign in', async () => {
    const account = await newAccount();
    await deleteStaffAccount(jana, account.id);
    expect(await authUsersWithEmail(account.email)).toBe(0);
    expect(await sql('select 1 from public.staff where id = $1', [account.id])).toEqual([]);
    await expect(signedIn(account.email, account.password)).rejects.toThrow(/Sign-in .* failed/);
  });

  it('answers "no longer exists" for an account that is gone', async () => {
    const error = await failure(deleteStaffAccount(jana, randomUUID()));
    expect(error.message).toBe('This staff account no longer exists.');
    expect(error.refusal).toEqual({ code: 'staff.not_found', params: {} });
  });
});

describe('everyone but the manager is refused, and nothing changes', () => {
  let target: Awaited<ReturnType<typeof newAccount>>;
  beforeAll(async () => {
    target = await newAccount();
  });

  const attempts = () => {
    const email = uniqueEmail();
    return {
      email,
      bodies: [
        { action: 'create', name: 'Intruder', email, password: 'long-enough', role: 'jana' },
        { action: 'update', id: target.id, name: 'Hacked', role: 'jana' },
        { action: 'delete', id: target.id },
      ],
    };
  };

  async function expectUnchanged(email: string, before: StaffSnapshot[]) {
    expect(await authUsersWithEmail(email)).toBe(0);
    expect(await authUsersWithEmail(target.email)).toBe(1);
    expect(await staffSnapshot()).toEqual(before);
  }

  it('refuses reception with 403', async () => {
    const before = await staffSnapshot();
    const { email, bodies } = attempts();
    for (const body of bodies) {
      const { error } = await reception.functions.invoke('staff-accounts', { body });
      const response = error?.context as Response;
      expect(response.status).toBe(403);
      expect((await response.json()).error).toBe('Only the manager can manage staff accounts.');
    }
    await expectUnchanged(email, before);
  });

  it('refuses a signed-in user without a staff row with 403', async () => {
    const outsider = await signInAsOutsider();
    const before = await staffSnapshot();
    const { email, bodies } = attempts();
    for (const body of bodies) {
      const { error } = await outsider.client.functions.invoke('staff-accounts', { body });
      expect(responseOf(error).status).toBe(403);
    }
    await expectUnchanged(email, before);
  });

  it('refuses the publishable key (a visitor) with 401', async () => {
    const before = await staffSnapshot();
    const { email, bodies } = attempts();
    for (const body of bodies) {
      const { error } = await visitor().functions.invoke('staff-accounts', { body });
      expect(responseOf(error).status).toBe(401);
    }
    await expectUnchanged(email, before);
  });

  it('refuses a request without a JWT, and one with the service key is not a staff member', async () => {
    const before = await staffSnapshot();
    const { email, bodies } = attempts();
    for (const body of bodies) {
      const noJwt = await fetch(`${stack.apiUrl}/functions/v1/staff-accounts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: stack.publicKey },
        body: JSON.stringify(body),
      });
      expect(noJwt.status).toBe(401);
      const { error } = await service().functions.invoke('staff-accounts', { body });
      expect(responseOf(error).status).toBe(401);
    }
    await expectUnchanged(email, before);
  });
});

describe('the manager sets a new password for a staff member', () => {
  it('the member then signs in with the new password and not the old one; their session ends', async () => {
    const account = await newAccount();
    const before = await signedIn(account.email, account.password);
    const { data: session } = await before.auth.getSession();
    const refreshToken = session.session?.refresh_token ?? '';

    await setStaffPassword(jana, account.id, 'brand-new-password');

    const after = await signedIn(account.email, 'brand-new-password');
    const { data: own } = await after.from('staff').select('id').single();
    expect(own).toEqual({ id: account.id });
    await expect(signedIn(account.email, account.password)).rejects.toThrow(
      /Invalid login credentials/,
    );
    const refreshed = await visitor().auth.refreshSession({ refresh_token: refreshToken });
    expect(refreshed.error).not.toBeNull();
  });

  it("refuses an account that does not exist (404) and the manager's own password (409)", async () => {
    expect(await failure(setStaffPassword(jana, randomUUID(), 'brand-new-password'))).toMatchObject(
      {
        message: 'This staff account no longer exists.',
        code: '404',
      },
    );
    const { id: outsiderId } = await signInAsOutsider();
    expect(await failure(setStaffPassword(jana, outsiderId, 'brand-new-password'))).toMatchObject({
      code: '404',
    });
    expect(
      await failure(setStaffPassword(jana, demoStaff.jana.id, 'brand-new-password')),
    ).toMatchObject({ message: 'Change your own password in Settings.', code: '409' });
    await expect(signedIn(demoStaff.jana.email, demoStaff.jana.password)).resolves.toBeDefined();
  });

  it('refuses reception (403) and a visitor (401); the password stays', async () => {
    const account = await newAccount();
    expect(await failure(setStaffPassword(reception, account.id, 'taken-over-1'))).toMatchObject({
      message: 'Only the manager can manage staff accounts.',
      code: '403',
      refusal: { code: 'access.manager_only', params: { action: 'manage staff accounts' } },
    });
    // The platform refuses a visitor before the function runs: signed out, by its code too.
    expect(await failure(setStaffPassword(visitor(), account.id, 'taken-over-1'))).toMatchObject({
      code: '401',
      refusal: { code: 'access.signed_out', params: {} },
    });
    await expect(signedIn(account.email, account.password)).resolves.toBeDefined();
    await expect(signedIn(account.email, 'taken-over-1')).rejects.toThrow();
  });
});
