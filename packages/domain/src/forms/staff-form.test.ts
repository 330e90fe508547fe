import { describe, expect, it } from 'vitest';
import { englishErrors } from './english-errors.test-support.ts';
import {
  addStaffFormSchema,
  changePasswordFormSchema,
  editStaffFormSchema,
  isCommonPassword,
  loginFormSchema,
  setStaffPasswordFormSchema,
  staffPasswordSchema,
} from './staff-form.ts';

const commonPasswordEnglish =
  'This password is one of the most common ones. Choose one that is harder to guess.';

describe('add user form', () => {
  const user = {
    name: ' Rana ',
    email: 'rana@strikezone.example',
    password: 'lane-seven-strike',
    role: 'reception',
  };

  it('a user with a name, an e-mail, an uncommon password of 10+ characters and a role passes', () => {
    expect(addStaffFormSchema.parse(user)).toEqual({ ...user, name: 'Rana' });
  });

  it('an empty form gives the spec texts, one per field', () => {
    expect(
      englishErrors(addStaffFormSchema, { name: '', email: '', password: '', role: null }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      role: 'Role is required',
    });
  });

  it('an e-mail without the name@domain.tld shape is invalid', () => {
    expect(englishErrors(addStaffFormSchema, { ...user, email: 'rana@strikezone' })).toEqual({
      email: 'Email is invalid',
    });
  });

  it('a password of 9 characters is too short; of 10 is enough; of 72 is fine; of 73 too long', () => {
    expect(englishErrors(addStaffFormSchema, { ...user, password: 'lane-seve' })).toEqual({
      password: 'Password must be at least 10 characters',
    });
    expect(englishErrors(addStaffFormSchema, { ...user, password: 'lane-seven' })).toEqual({});
    expect(englishErrors(addStaffFormSchema, { ...user, password: 'p'.repeat(72) })).toEqual({});
    expect(englishErrors(addStaffFormSchema, { ...user, password: 'p'.repeat(73) })).toEqual({
      password: 'Password must be at most 72 characters',
    });
  });

  it('counts a password in bytes, as the auth service does: 36 Arabic letters fit, 37 do not', () => {
    expect(englishErrors(addStaffFormSchema, { ...user, password: 'س'.repeat(36) })).toEqual({});
    expect(englishErrors(addStaffFormSchema, { ...user, password: 'س'.repeat(37) })).toEqual({
      password: 'Password must be at most 72 characters',
    });
  });

  it('the role is reception or jana, nothing else', () => {
    expect(englishErrors(addStaffFormSchema, { ...user, role: 'jana' })).toEqual({});
    expect(englishErrors(addStaffFormSchema, { ...user, role: 'admin' })).toEqual({
      role: 'Role is required',
    });
  });

  it('editing a user changes the name and role only; the e-mail is not part of the form', () => {
    expect(editStaffFormSchema.parse({ name: 'Rana', role: 'jana', email: 'x@y.z' })).toEqual({
      name: 'Rana',
      role: 'jana',
    });
  });
});

describe('login form', () => {
  it('needs an e-mail and a password', () => {
    expect(englishErrors(loginFormSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});

describe('change password form', () => {
  const change = {
    currentPassword: 'old-pass',
    newPassword: 'lane-seven',
    confirmPassword: 'lane-seven',
  };

  it('a new password of 10 characters, confirmed, passes', () => {
    expect(changePasswordFormSchema.parse(change)).toEqual(change);
  });

  it('a new password of 9 characters is too short', () => {
    expect(
      englishErrors(changePasswordFormSchema, {
        ...change,
        newPassword: 'lane-seve',
        confirmPassword: 'lane-seve',
      }),
    ).toEqual({ newPassword: 'Password must be at least 10 characters long!' });
  });

  it('a common new password of 10+ characters is refused, whatever its letter case', () => {
    for (const common of ['password123', 'Password123', '1234567890']) {
      expect(
        englishErrors(changePasswordFormSchema, {
          ...change,
          newPassword: common,
          confirmPassword: common,
        }),
      ).toEqual({ newPassword: commonPasswordEnglish });
    }
  });

  it('a confirmation that differs is refused on the confirmation field, even with other errors', () => {
    expect(
      englishErrors(changePasswordFormSchema, { ...change, confirmPassword: 'lane-eight' }),
    ).toEqual({
      confirmPassword: "New passwords don't match!",
    });
    expect(
      englishErrors(changePasswordFormSchema, {
        currentPassword: '',
        newPassword: 'short',
        confirmPassword: '',
      }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 10 characters long!',
      confirmPassword: "New passwords don't match!",
    });
  });
});

describe("the manager's set password dialog", () => {
  it('a password of 10 characters repeated passes; 9 is refused as when adding a user', () => {
    expect(
      setStaffPasswordFormSchema.parse({ password: 'lane-seven', confirmPassword: 'lane-seven' }),
    ).toEqual({ password: 'lane-seven', confirmPassword: 'lane-seven' });
    expect(
      englishErrors(setStaffPasswordFormSchema, {
        password: 'lane-seve',
        confirmPassword: 'lane-seve',
      }),
    ).toEqual({ password: 'Password must be at least 10 characters' });
  });

  it('an empty password is "Password is required"; a different confirmation is "New passwords don\'t match!"', () => {
    expect(
      englishErrors(setStaffPasswordFormSchema, { password: '', confirmPassword: '' }),
    ).toEqual({
      password: 'Password is required',
    });
    expect(
      englishErrors(setStaffPasswordFormSchema, {
        password: 'lane-seven',
        confirmPassword: 'lane-eight',
      }),
    ).toEqual({ confirmPassword: "New passwords don't match!" });
  });

  it('the function checks the same password rule: 73 bytes are too long, 72 fit', () => {
    expect(englishErrors(staffPasswordSchema, { password: 'x'.repeat(73) })).toEqual({
      password: 'Password must be at most 72 characters',
    });
    expect(staffPasswordSchema.safeParse({ password: 'x'.repeat(72) }).success).toBe(true);
  });
});

describe('common passwords (one rule for every way a staff password is set)', () => {
  it('the function refuses a common password of 10+ characters with the same words as the forms', () => {
    for (const common of ['1234567890', 'password123', 'QWERTYUIOP']) {
      expect(englishErrors(staffPasswordSchema, { password: common })).toEqual({
        password: commonPasswordEnglish,
      });
    }
  });

  it('a password shorter than 10 is refused for its length, before it is looked up', () => {
    expect(englishErrors(staffPasswordSchema, { password: 'password' })).toEqual({
      password: 'Password must be at least 10 characters',
    });
  });

  it('an uncommon password of 10 characters is not on the list', () => {
    expect(isCommonPassword('lane-seven')).toBe(false);
    expect(isCommonPassword('1234567890')).toBe(true);
  });
});
