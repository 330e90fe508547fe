import { msg, plural } from '@lingui/core/macro';
import {
  fileTooLargeMessage,
  menuImageFileMessage,
  menuImageMaxBytes,
  sizeLimitLabel,
} from '@venue/domain/files';
import {
  packageDurationMessage,
  packageGuestOrderMessage,
  packageItemLengthMessage,
  packageItemsCountMessage,
  packageItemsLanguageMessage,
  packageMaxPeopleMessage,
  packageMinPeopleMessage,
  packagePriceDecimalsMessage,
  packagePriceRangeMessage,
  packageRequiredFieldsMessage,
} from '@venue/domain/forms/birthday-package-form';
import { faqRequiredMessage } from '@venue/domain/forms/faq-form';
import { mediaNameTooLongMessage } from '@venue/domain/forms/media-name-form';
import {
  menuCategoryRequiredMessage,
  menuCategoryTooLongMessage,
  menuDescriptionTooLongMessage,
  menuImageAddressMessage,
  menuItemRequiredMessage,
  menuPriceRangeMessage,
} from '@venue/domain/forms/menu-item-form';
import { offerInvalidMessage, offerTooLargeMessage } from '@venue/domain/forms/offer-form';
import { priceRangeMessage, priceRequiredMessage } from '@venue/domain/forms/prices-form';
import {
  whatsAppNumberInvalidMessage,
  whatsAppNumberRequiredMessage,
} from '@venue/domain/forms/venue-contacts-form';
import { limits } from '@venue/domain/limits';
import type { MessageTable } from './lookup.ts';

// A limit the venue sets is a placeholder of its message. Its plural writes the limit itself, not
// `#`, which groups thousands ("1,000"): the message reads as the domain's and the database's
// words ("1000").
const { menuItemNameMaxLength, imageMaxLength, faqQuestionMaxLength, faqAnswerMaxLength } = limits;
const { menuItemDescriptionMaxLength, menuCategoryMaxLength, menuPriceMax } = limits;
const { packageTitleMaxLength, packageItemsMaxCount, packageItemMaxLength } = limits;
const { packagePriceMin, packagePriceMax, packageMaxPeopleMin, packageMaxPeopleMax } = limits;
const { packageDurationMin, packageDurationMax, zoneMediaNameMaxLength } = limits;
const menuImageLimit = sizeLimitLabel(menuImageMaxBytes);
const offerValueMax = limits.offerValueMax.toLocaleString('en-US');
const priceMax = limits.priceMax.toLocaleString('en-US');

/**
 * What the manager's content forms refuse (forms/menu-item-form.ts, offer-form.ts, faq-form.ts,
 * birthday-package-form.ts, media-name-form.ts, prices-form.ts, files.ts), as the database's checks
 * do.
 */
export const contentMessages: MessageTable = {
  fixed: [
    [menuItemRequiredMessage, msg`Please fill all fields and upload an image`],
    [
      `Name must be at most ${menuItemNameMaxLength} characters`,
      msg`Name must be at most ${plural(menuItemNameMaxLength, { one: `${menuItemNameMaxLength} character`, other: `${menuItemNameMaxLength} characters` })}`,
    ],
    [
      `Image address must be at most ${imageMaxLength} characters`,
      msg`Image address must be at most ${plural(imageMaxLength, { one: `${imageMaxLength} character`, other: `${imageMaxLength} characters` })}`,
    ],
    [
      menuImageAddressMessage,
      msg`Please upload an image: only https:// image addresses are allowed`,
    ],
    [menuPriceRangeMessage, msg`Price must be between 0 and ${menuPriceMax} ILS`],
    [
      menuDescriptionTooLongMessage,
      msg`Description must be at most ${plural(menuItemDescriptionMaxLength, { one: `${menuItemDescriptionMaxLength} character`, other: `${menuItemDescriptionMaxLength} characters` })}`,
    ],
    [menuCategoryRequiredMessage, msg`Please enter a category name`],
    [
      menuCategoryTooLongMessage,
      msg`Category must be at most ${plural(menuCategoryMaxLength, { one: `${menuCategoryMaxLength} character`, other: `${menuCategoryMaxLength} characters` })}`,
    ],
    [menuImageFileMessage, msg`Please select an image file`],
    [
      fileTooLargeMessage(menuImageMaxBytes),
      msg`This file is larger than ${menuImageLimit}. Please choose a smaller file.`,
    ],
    [offerInvalidMessage, msg`Please enter valid positive numbers`],
    [offerTooLargeMessage, msg`Please enter numbers up to ${offerValueMax}`],
    [faqRequiredMessage, msg`Please enter both a question and an answer`],
    [
      `Question must be at most ${faqQuestionMaxLength} characters`,
      msg`Question must be at most ${plural(faqQuestionMaxLength, { one: `${faqQuestionMaxLength} character`, other: `${faqQuestionMaxLength} characters` })}`,
    ],
    [
      `Answer must be at most ${faqAnswerMaxLength} characters`,
      msg`Answer must be at most ${plural(faqAnswerMaxLength, { one: `${faqAnswerMaxLength} character`, other: `${faqAnswerMaxLength} characters` })}`,
    ],
    [packageRequiredFieldsMessage, msg`Please fill all required fields`],
    [
      `Title must be at most ${packageTitleMaxLength} characters`,
      msg`Title must be at most ${plural(packageTitleMaxLength, { one: `${packageTitleMaxLength} character`, other: `${packageTitleMaxLength} characters` })}`,
    ],
    [
      packagePriceRangeMessage,
      msg`Price must be between ${packagePriceMin} and ${packagePriceMax} ILS`,
    ],
    [packagePriceDecimalsMessage, msg`Price can have at most 2 decimals`],
    [
      packageMaxPeopleMessage,
      msg`Max people must be a whole number from ${packageMaxPeopleMin} to ${packageMaxPeopleMax}`,
    ],
    [
      packageMinPeopleMessage,
      msg`Min people must be a whole number from ${packageMaxPeopleMin} to ${packageMaxPeopleMax}`,
    ],
    [packageGuestOrderMessage, msg`Min people cannot be more than max people`],
    [
      packageDurationMessage,
      msg`Duration must be whole minutes from ${packageDurationMin} to ${packageDurationMax}`,
    ],
    [
      packageItemsCountMessage,
      msg`A package can list at most ${plural(packageItemsMaxCount, { one: '# item', other: '# items' })}`,
    ],
    [
      packageItemLengthMessage,
      msg`Each item must be at most ${plural(packageItemMaxLength, { one: `${packageItemMaxLength} character`, other: `${packageItemMaxLength} characters` })}`,
    ],
    [packageItemsLanguageMessage, msg`Please list the items in this language too`],
    [
      mediaNameTooLongMessage,
      msg`Name must be at most ${plural(zoneMediaNameMaxLength, { one: `${zoneMediaNameMaxLength} character`, other: `${zoneMediaNameMaxLength} characters` })}`,
    ],
    [priceRequiredMessage, msg`Please enter a price`],
    [whatsAppNumberRequiredMessage, msg`Please enter the WhatsApp number`],
    [whatsAppNumberInvalidMessage, msg`Enter a mobile number like 05XXXXXXXX or +9705XXXXXXXX`],
    ['You may not edit the venue contacts.', msg`You may not edit the venue contacts.`],
    [priceRangeMessage, msg`Price must be more than 0 and at most ${priceMax} ILS`],
    ['Only the manager can change the order.', msg`Only the manager can change the order.`],
  ],
};
