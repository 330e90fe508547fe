import { msg, plural } from '@lingui/core/macro';
import { mainImageFileMessage } from '@venue/domain/files';
import {
  commonPasswordMessage,
  currentPasswordRequiredMessage,
  emailCannotChangeNote,
  newPasswordTooShortMessage,
  passwordRequiredMessage,
  passwordsDoNotMatchMessage,
  passwordTooLongMessage,
  roleRequiredMessage,
  staffPasswordTooShortMessage,
} from '@venue/domain/forms/staff-form';
import { limits } from '@venue/domain/limits';
import type { MessageTable } from './lookup.ts';

// A limit's plural writes the limit itself, not `#`, which groups thousands ("1,000"): the
// message reads as the domain's and the database's words ("1000").
const { staffPasswordMinLength, passwordMaxLength } = limits;

/**
 * What the staff and password forms (forms/staff-form.ts) and the media uploads (files.ts)
 * refuse, for the manager's pages.
 */
export const accountMessages: MessageTable = {
  fixed: [
    [emailCannotChangeNote, msg`Email cannot be changed`],
    [passwordRequiredMessage, msg`Password is required`],
    [
      staffPasswordTooShortMessage,
      msg`Password must be at least ${plural(staffPasswordMinLength, { one: `${staffPasswordMinLength} character`, other: `${staffPasswordMinLength} characters` })}`,
    ],
    [
      newPasswordTooShortMessage,
      msg`Password must be at least ${plural(staffPasswordMinLength, { one: `${staffPasswordMinLength} character`, other: `${staffPasswordMinLength} characters` })} long!`,
    ],
    [
      commonPasswordMessage,
      msg`This password is one of the most common ones. Choose one that is harder to guess.`,
    ],
    [
      passwordTooLongMessage,
      msg`Password must be at most ${plural(passwordMaxLength, { one: `${passwordMaxLength} character`, other: `${passwordMaxLength} characters` })}`,
    ],
    [roleRequiredMessage, msg`Role is required`],
    [currentPasswordRequiredMessage, msg`Current password is required`],
    [passwordsDoNotMatchMessage, msg`New passwords don't match!`],
    [mainImageFileMessage, msg`Please upload only image files for the main image.`],
  ],
  patterns: [
    {
      // files.ts fileTooLargeMessage, for whichever bucket's limit.
      pattern: /^This file is larger than (?<limit>.+)\. Please choose a smaller file\.$/,
      message: ({ limit = '' }) =>
        msg`This file is larger than ${limit}. Please choose a smaller file.`,
    },
  ],
};
