import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import {
  addStaffFormSchema,
  changePasswordFormSchema,
  editStaffFormSchema,
  emailCannotChangeNote,
  loginFormSchema,
  setStaffPasswordFormSchema,
  staffPasswordSchema,
} from './staff-form.ts';

describe('add user form', () => {
  const user = {
    name: ' Rana ',
    email: 'rana@strikezone.example',
    password: 'secret',
    role: 'reception',
  };

  it('a user with a name, an e-mail, a password of 6 characters and a role passes', () => {
    expect(addStaffFormSchema.parse(user)).toEqual({ ...user, name: 'Rana' });
  });

  it('an empty form gives the spec texts, one per field', () => {
    expect(
      fieldErrors(addStaffFormSchema, { name: '', email: '', password: '', role: null }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      role: 'Role is required',
    });
  });

  it('an e-mail without the name@domain.tld shape is invalid', () => {
    expect(fieldErrors(addStaffFormSchema, { ...user, email: 'rana@strikezone' })).toEqual({
      email: 'Email is invalid',
    });
  });

  it('a password of 5 characters is too short; of 72 is fine; of 73 too long', () => {
    expect(fieldErrors(addStaffFormSchema, { ...user, password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(fieldErrors(addStaffFormSchema, { ...user, password: 'p'.repeat(72) })).toEqual({});
    expect(fieldErrors(addStaffFormSchema, { ...user, password: 'p'.repeat(73) })).toEqual({
      password: 'Password must be at most 72 characters',
    });
  });

  it('counts a password in bytes, as the auth service does: 36 Arabic letters fit, 37 do not', () => {
    expect(fieldErrors(addStaffFormSchema, { ...user, password: 'س'.repeat(36) })).toEqual({});
    expect(fieldErrors(addStaffFormSchema, { ...user, password: 'س'.repeat(37) })).toEqual({
      password: 'Password must be at most 72 characters',
    });
  });

  it('the role is reception or jana, nothing else', () => {
    expect(fieldErrors(addStaffFormSchema, { ...user, role: 'jana' })).toEqual({});
    expect(fieldErrors(addStaffFormSchema, { ...user, role: 'admin' })).toEqual({
      role: 'Role is required',
    });
  });

  it('editing a user changes the name and role only; the e-mail is not part of the form', () => {
    expect(editStaffFormSchema.parse({ name: 'Rana', role: 'jana', email: 'x@y.z' })).toEqual({
      name: 'Rana',
      role: 'jana',
    });
    expect(emailCannotChangeNote).toBe('Email cannot be changed');
  });
});

describe('login form', () => {
  it('needs an e-mail and a password', () => {
    expect(fieldErrors(loginFormSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});

describe('change password form', () => {
  const change = {
    currentPassword: 'old-pass',
    newPassword: '12345678',
    confirmPassword: '12345678',
  };

  it('a new password of 8 characters, confirmed, passes', () => {
    expect(changePasswordFormSchema.parse(change)).toEqual(change);
  });

  it('a new password of 7 characters is too short', () => {
    expect(
      fieldErrors(changePasswordFormSchema, {
        ...change,
        newPassword: '1234567',
        confirmPassword: '1234567',
      }),
    ).toEqual({ newPassword: 'Password must be at least 8 characters long!' });
  });

  it('a confirmation that differs is refused on the confirmation field, even with other errors', () => {
    expect(
      fieldErrors(changePasswordFormSchema, { ...change, confirmPassword: '12345679' }),
    ).toEqual({
      confirmPassword: "New passwords don't match!",
    });
    expect(
      fieldErrors(changePasswordFormSchema, {
        currentPassword: '',
        newPassword: 'short',
        confirmPassword: '',
      }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters long!',
      confirmPassword: "New passwords don't match!",
    });
  });
});

describe("the manager's set password dialog", () => {
  it('a password of 6 characters repeated passes; 5 is refused as when adding a user', () => {
    expect(
      setStaffPasswordFormSchema.parse({ password: 'abcdef', confirmPassword: 'abcdef' }),
    ).toEqual({ password: 'abcdef', confirmPassword: 'abcdef' });
    expect(
      fieldErrors(setStaffPasswordFormSchema, { password: 'abcde', confirmPassword: 'abcde' }),
    ).toEqual({ password: 'Password must be at least 6 characters' });
  });

  it('an empty password is "Password is required"; a different confirmation is "New passwords don\'t match!"', () => {
    expect(fieldErrors(setStaffPasswordFormSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
    });
    expect(
      fieldErrors(setStaffPasswordFormSchema, { password: 'abcdefg', confirmPassword: 'abcdefh' }),
    ).toEqual({ confirmPassword: "New passwords don't match!" });
  });

  it('the function checks the same password rule: 73 bytes are too long, 72 fit', () => {
    expect(fieldErrors(staffPasswordSchema, { password: 'x'.repeat(73) })).toEqual({
      password: 'Password must be at most 72 characters',
    });
    expect(staffPasswordSchema.safeParse({ password: 'x'.repeat(72) }).success).toBe(true);
  });
});
