import { msg } from '@lingui/core/macro';
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
      msg`Name must be at most ${nameMaxLength} characters`,
    ],
    [
      nameHiddenCharactersMessage,
      msg`Name cannot contain line breaks or hidden formatting characters`,
    ],
    [emailRequiredMessage, msg`Email is required`],
    [
      `Email must be at most ${emailMaxLength} characters`,
      msg`Email must be at most ${emailMaxLength} characters`,
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
