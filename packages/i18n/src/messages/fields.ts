import { msg, plural } from '@lingui/core/macro';
import { isolate } from '@venue/domain/bidi';
import {
  emailInvalidMessage,
  emailRequiredMessage,
  nameHiddenCharactersMessage,
  nameRequiredMessage,
  phoneInvalidMessage,
  phoneRequiredMessage,
  textHiddenCharactersMessage,
} from '@venue/domain/forms/fields';
import { limits } from '@venue/domain/limits';
import type { MessageTable } from './lookup.ts';

// A limit's plural writes the limit itself, not `#`, which groups thousands ("1,000"): the
// message reads as the domain's and the database's words ("1000").
const { nameMaxLength, emailMaxLength } = limits;
// Example numbers read left to right inside Arabic.
const localExample = isolate('05XXXXXXXX');
const internationalExample = isolate('+970XXXXXXXXX');

/** The contact fields every form shares (forms/fields.ts). */
export const fieldMessages: MessageTable = {
  fixed: [
    [nameRequiredMessage, msg`Name is required`],
    [
      `Name must be at most ${nameMaxLength} characters`,
      msg`Name must be at most ${plural(nameMaxLength, { one: `${nameMaxLength} character`, other: `${nameMaxLength} characters` })}`,
    ],
    [
      nameHiddenCharactersMessage,
      msg`Name cannot contain line breaks or hidden formatting characters`,
    ],
    [emailRequiredMessage, msg`Email is required`],
    [
      `Email must be at most ${emailMaxLength} characters`,
      msg`Email must be at most ${plural(emailMaxLength, { one: `${emailMaxLength} character`, other: `${emailMaxLength} characters` })}`,
    ],
    [emailInvalidMessage, msg`Email is invalid`],
    [phoneRequiredMessage, msg`Phone is required`],
    [
      phoneInvalidMessage,
      msg`Enter the WhatsApp number like ${localExample} or ${internationalExample}`,
    ],
    [textHiddenCharactersMessage, msg`Please remove hidden formatting characters`],
  ],
};
