import { randomUUID } from 'node:crypto';
import { commonPasswordMessage as commonPasswordMessageRefusal } from '@venue/domain/forms/staff-form';
import { englishOfMessage } from '@venue/domain/refusal-english';
import type { CaughtMessage } from '@venue/local-stack/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangePasswordError, changePassword } from '../src/auth/change-password.ts';
import type { DataError } from '../src/errors.ts';
import { createStaffAccount } from '../src/staff/create-staff-account.ts';
import { deleteStaffAccount } from '../src/staff/delete-staff-account.ts';
import { setStaffPassword } from '../src/staff/set-staff-password.ts';
import { updateStaffAccount } from '../src/staff/update-staff-account.ts';
import { type Client, closeSql, demoStaff, signedIn, signInAsJana, sql, stack } from './support.ts';

// The forms' checks carry codes; the database words the same refusals in the registry's English.
const commonPasswordMessage = englishOfMessage(commonPasswordMessageRefusal);

// One staff password rule on every path, through the gateway and the staff-accounts function:
// at least 10 characters and not a common password, when the manager adds an account or sets a
// password and when a member changes their own; every refusal leaves the old password working.

let jana: Client;
const madeIds: string[] = [];

beforeAll(async () => {
  jana = await signInAsJana();
});
afterAll(async () => {
  for (const id of madeIds) await deleteStaffAccount(jana, id).catch(() => undefined);
  await closeSql();
});

const strongPassword = 'lane-seven-strike';
const tooShort = ['123456', 'password', 'lane-seve'];
const common = ['1234567890', 'password123', 'Password123'];

const uniqueEmail = () => `pass-${randomUUID().slice(0, 8)}@example.com`;

async function failure(promise: Promise<unknown>): Promise<DataError> {
  try {
    await promise;
  } catch (error) {
    return error as DataError;
  }
  throw new Error('The call was expected to fail, but it succeeded.');
}

async function newAccount(role: 'reception' | 'jana' = 'reception') {
  const email = uniqueEmail();
  const staff = await createStaffAccount(jana, {
    name: 'Rana Odeh',
    email,
    password: strongPassword,
    role,
  });
  madeIds.push(staff.id);
  return { ...staff, password: strongPassword };
}

async function authUsersWithEmail(email: string): Promise<number> {
  const rows = await sql<{ count: string }>('select count(*) from auth.users where email = $1', [
    email,
  ]);
  return Number(rows[0]?.count);
}

async function mailTo(address: string): Promise<CaughtMessage[]> {
  const response = await fetch(`${stack.mailUrl}/api/messages`);
  const all = (await response.json()) as CaughtMessage[];
  return all.filter((message) => message.to.includes(address));
}

describe('the manager adds an account', () => {
  it('refuses 6, 8 and 9 characters and common passwords of 10+, creating nothing', async () => {
    for (const password of [...tooShort, ...common]) {
      const email = uniqueEmail();
      const error = await failure(
        createStaffAccount(jana, { name: 'Weak Pass', email, password, role: 'reception' }),
      );
      expect(error, password).toMatchObject({
        message: tooShort.includes(password)
          ? 'Password must be at least 10 characters'
          : commonPasswordMessage,
        code: '400',
        field: 'password',
      });
      expect(await authUsersWithEmail(email)).toBe(0);
    }
  });

  it('accepts an uncommon password of 10+ characters, which then signs in', async () => {
    const account = await newAccount();
    await expect(signedIn(account.email, strongPassword)).resolves.toBeDefined();
  });
});

describe('the manager sets a password', () => {
  it('refuses short and common passwords; the old password still signs in', async () => {
    const account = await newAccount();
    for (const password of [...tooShort, ...common]) {
      const error = await failure(setStaffPassword(jana, account.id, password));
      expect(error, password).toMatchObject({ code: '400', field: 'password' });
    }
    await expect(signedIn(account.email, account.password)).resolves.toBeDefined();
  });

  it("refuses another manager's account (403): the other manager's password stays", async () => {
    const otherManager = await newAccount('jana');
    const error = await failure(setStaffPassword(jana, otherManager.id, 'another-lane-1'));
    expect(error).toMatchObject({
      message: "You cannot set another manager's password: they change their own in Settings.",
      code: '403',
    });
    await expect(signedIn(otherManager.email, otherManager.password)).resolves.toBeDefined();
  });

  it('a new password is set and the member is told by e-mail in their language', async () => {
    const account = await newAccount();
    await sql("update public.staff set locale = 'ar' where id = $1", [account.id]);
    await setStaffPassword(jana, account.id, 'another-lane-1');
    await expect(signedIn(account.email, 'another-lane-1')).resolves.toBeDefined();
    const mail = await mailTo(account.email);
    expect(mail.map((message) => message.subject)).toEqual([
      'تم تغيير كلمة مرور حسابك لدى Strike Zone',
    ]);
    expect(mail[0]?.text).toContain('Jana Haddad');
  });
});

describe('a member changes their own password', () => {
  it('Auth refuses fewer than 10 characters with weak_password; the old password still works', async () => {
    const account = await newAccount();
    const member = await signedIn(account.email, account.password);
    for (const password of tooShort) {
      const { error } = await member.auth.updateUser({
        password,
        current_password: account.password,
      });
      expect(error?.code, password).toBe('weak_password');
      expect(error?.status).toBe(422);
    }
    await expect(signedIn(account.email, account.password)).resolves.toBeDefined();
  });

  it('the settings page refuses a common password before Auth is asked; a strong one works', async () => {
    const account = await newAccount();
    const member = await signedIn(account.email, account.password);
    for (const password of common) {
      await expect(
        changePassword(member, { currentPassword: account.password, newPassword: password }),
      ).rejects.toEqual(new ChangePasswordError({ code: 'account.password_common', params: {} }));
    }
    await expect(signedIn(account.email, account.password)).resolves.toBeDefined();
    await changePassword(member, {
      currentPassword: account.password,
      newPassword: 'another-lane-1',
    });
    await expect(signedIn(account.email, 'another-lane-1')).resolves.toBeDefined();
    // The same password again is refused by its own code.
    await expect(
      changePassword(member, { currentPassword: 'another-lane-1', newPassword: 'another-lane-1' }),
    ).rejects.toMatchObject({ refusal: { code: 'auth.same_password', params: {} } });
  });
});

describe('ids are compared in lower case', () => {
  it("the manager's own id in upper case is still self-demotion: refused, role unchanged", async () => {
    const error = await failure(
      updateStaffAccount(jana, demoStaff.jana.id.toUpperCase(), {
        name: 'Jana Haddad',
        role: 'reception',
      }),
    );
    expect(error).toMatchObject({
      message: 'You cannot change your own role: another manager must do it.',
      code: '409',
    });
    const rows = await sql<{ role: string }>('select role from public.staff where id = $1', [
      demoStaff.jana.id,
    ]);
    expect(rows[0]?.role).toBe('jana');
  });
});
