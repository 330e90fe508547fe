import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { messageText } from '../../lib/domain-messages.ts';
import { prefixed } from '../../lib/errors.ts';

/**
 * The words of the manager's content tabs for each kind of content: toasts after adding, editing
 * and moving (spec section 8: "... added/updated successfully!", "Error adding/updating ..."),
 * each read in the staff member's language when it is shown.
 */
export type ContentTexts = {
  added: () => string;
  updated: () => string;
  addError: () => string;
  updateError: () => string;
  moveError: () => string;
};

export const contentTexts = {
  menuItem: {
    added: () => t`Menu item added successfully!`,
    updated: () => t`Menu item updated successfully!`,
    addError: () => t`Error adding menu item`,
    updateError: () => t`Error updating menu item`,
    moveError: () => t`Error moving menu item`,
  },
  offer: {
    added: () => t`Offer added successfully!`,
    updated: () => t`Offer updated successfully!`,
    addError: () => t`Error adding offer`,
    updateError: () => t`Error updating offer`,
    moveError: () => t`Error moving offer`,
  },
  faq: {
    added: () => t`FAQ added successfully!`,
    updated: () => t`FAQ updated successfully!`,
    addError: () => t`Error adding FAQ`,
    updateError: () => t`Error updating FAQ`,
    moveError: () => t`Error moving FAQ`,
  },
  birthdayPackage: {
    added: () => t`Birthday package added successfully!`,
    updated: () => t`Birthday package updated successfully!`,
    addError: () => t`Error adding birthday package`,
    updateError: () => t`Error updating birthday package`,
    moveError: () => t`Error moving birthday package`,
  },
} as const satisfies Record<string, ContentTexts>;

/**
 * A failure toast in the spec's shape ("Error adding offer: <reason>"), both parts in the staff
 * member's language: the reason the database or the network gave is looked up by its English.
 */
export function failureToast(prefix: () => string): (reason: string) => string {
  return (reason) => prefixed(prefix())(messageText(i18n, reason));
}
