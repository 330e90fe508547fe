/**
 * Staff accounts: adding a user, editing one (name and role; the e-mail cannot change), signing
 * in, and changing one's own password (spec sections 2 and 5).
 */
import * as z from 'zod/mini';
import { limits } from '../limits.ts';
import { commonPasswords } from '../passwords/common-passwords.ts';
import { refusalMessage } from '../refusals.ts';
import { staffRoles } from '../staff-roles.ts';
import { emailField, nameField } from './fields.ts';

export const passwordRequiredMessage = refusalMessage('account.password_required');
export const staffPasswordTooShortMessage = refusalMessage('account.password_too_short', {
  min: limits.staffPasswordMinLength,
});
export const passwordTooLongMessage = refusalMessage('account.password_too_long', {
  max: limits.passwordMaxLength,
});
export const roleRequiredMessage = refusalMessage('account.role_required');
export const currentPasswordRequiredMessage = refusalMessage('account.current_password_required');
export const newPasswordTooShortMessage = refusalMessage('account.new_password_too_short', {
  min: limits.staffPasswordMinLength,
});
export const commonPasswordMessage = refusalMessage('account.password_common');
export const passwordsDoNotMatchMessage = refusalMessage('account.passwords_differ');

const roleField = z.enum(staffRoles, { error: roleRequiredMessage });

/** The length of a text in UTF-8 bytes. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * At most 72 bytes in UTF-8, as the auth service counts (bcrypt reads 72 bytes): 72 Latin
 * letters, but only 36 Arabic ones.
 */
const passwordLengthCheck = z.refine<string>(
  (password) => utf8Length(password) <= limits.passwordMaxLength,
  passwordTooLongMessage,
);

/** Whether a password is on the list of common ones (compared in lower case, as the list is). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

const notCommonCheck = z.refine<string>(
  (password) => !isCommonPassword(password),
  commonPasswordMessage,
);

/**
 * A staff account's password as the manager sets it, when adding the account or later: the one
 * staff password rule (at least `staffPasswordMinLength` characters, not a common password).
 */
function staffPasswordField() {
  return z
    .string({ error: passwordRequiredMessage })
    .check(
      z.minLength(1, { error: passwordRequiredMessage, abort: true }),
      z.minLength(limits.staffPasswordMinLength, staffPasswordTooShortMessage),
      passwordLengthCheck,
      notCommonCheck,
    );
}

/**
 * The confirmation must repeat the password (`first`); the mismatch shows on the confirmation
 * field, even while other fields still have errors.
 */
function confirmationMatches<First extends string, Second extends string>(
  first: First,
  second: Second,
) {
  return z.refine<Record<First | Second, unknown>>((values) => values[first] === values[second], {
    error: passwordsDoNotMatchMessage,
    path: [second],
    when: (payload) => {
      const values = payload.value as Record<string, unknown> | undefined;
      return typeof values?.[first] === 'string' && typeof values[second] === 'string';
    },
  });
}

export const addStaffFormSchema = z.object({
  name: nameField(limits.staffNameMaxLength),
  email: emailField(),
  password: staffPasswordField(),
  role: roleField,
});

export type AddStaffFormInput = z.input<typeof addStaffFormSchema>;
export type AddStaffFormValues = z.output<typeof addStaffFormSchema>;

export const editStaffFormSchema = z.object({
  name: nameField(limits.staffNameMaxLength),
  role: roleField,
});

export type EditStaffFormInput = z.input<typeof editStaffFormSchema>;
export type EditStaffFormValues = z.output<typeof editStaffFormSchema>;

export const loginFormSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: passwordRequiredMessage })
    .check(z.minLength(1, passwordRequiredMessage)),
});

export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;

/** The mismatch shows on the confirmation field, even while other fields still have errors. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z
      .string({ error: currentPasswordRequiredMessage })
      .check(z.minLength(1, currentPasswordRequiredMessage)),
    newPassword: z
      .string({ error: newPasswordTooShortMessage })
      .check(
        z.minLength(limits.staffPasswordMinLength, newPasswordTooShortMessage),
        passwordLengthCheck,
        notCommonCheck,
      ),
    confirmPassword: z.string({ error: passwordsDoNotMatchMessage }),
  })
  .check(confirmationMatches('newPassword', 'confirmPassword'));

export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
export type ChangePasswordFormValues = z.output<typeof changePasswordFormSchema>;

/** The manager setting a staff member's new password: what the staff-accounts function checks. */
export const staffPasswordSchema = z.object({ password: staffPasswordField() });

/** The manager's "Set password" dialog: the new password and its confirmation. */
export const setStaffPasswordFormSchema = z
  .object({
    password: staffPasswordField(),
    confirmPassword: z.string({ error: passwordsDoNotMatchMessage }),
  })
  .check(confirmationMatches('password', 'confirmPassword'));

export type SetStaffPasswordFormInput = z.input<typeof setStaffPasswordFormSchema>;
export type SetStaffPasswordFormValues = z.output<typeof setStaffPasswordFormSchema>;
