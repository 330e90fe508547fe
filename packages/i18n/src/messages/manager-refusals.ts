import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { sizeLimitLabel } from '@venue/domain/files';
import type { ContentItem } from '@venue/domain/refusals';
import { isolatedIn } from '../locales.ts';
import type { ManagerRefusalCode, RefusalMessages } from './refusals.ts';

// A limit's plural writes the limit itself, not `#`, which groups thousands ("1,000"): the
// message reads as the domain's and the database's words ("1000").

/** A content item that was gone when it was to be edited, by its kind. */
const editGone: Readonly<Record<ContentItem, MessageDescriptor>> = {
  menu_item: msg`This menu item no longer exists or you may not edit it.`,
  offer: msg`This offer no longer exists or you may not edit it.`,
  faq: msg`This FAQ no longer exists or you may not edit it.`,
  birthday_package: msg`This birthday package no longer exists or you may not edit it.`,
  feedback: msg`This feedback no longer exists or you may not edit it.`,
  zone_media: msg`This media item no longer exists or you may not edit it.`,
};

/** A content item that was gone when it was to be deleted, by its kind. */
const deleteGone: Readonly<Record<ContentItem, MessageDescriptor>> = {
  menu_item: msg`This menu item no longer exists or you may not delete it.`,
  offer: msg`This offer no longer exists or you may not delete it.`,
  faq: msg`This FAQ no longer exists or you may not delete it.`,
  birthday_package: msg`This birthday package no longer exists or you may not delete it.`,
  feedback: msg`This feedback no longer exists or you may not delete it.`,
  zone_media: msg`This media item no longer exists or you may not delete it.`,
};

/**
 * The refusals only the manager's pages meet (the content forms, uploads and staff accounts),
 * apart from `refusals.ts` so the site's catalogue does not carry them.
 */
export const managerRefusalMessages: RefusalMessages<ManagerRefusalCode> = {
  'content.move_choice': () => msg`Move an item of the menu, the offers or the FAQ up or down.`,
  'content.not_found': () => msg`This item no longer exists.`,
  'content.edit_gone': ({ item }) => editGone[item] ?? msg`This item no longer exists.`,
  'content.delete_gone': ({ item }) => deleteGone[item] ?? msg`This item no longer exists.`,
  'content.menu_item_required': () => msg`Please fill all fields and upload an image`,
  'content.image_address_too_long': ({ max }) => {
    const imageMaxLength = max;
    return msg`Image address must be at most ${plural(imageMaxLength, { one: `${imageMaxLength} character`, other: `${imageMaxLength} characters` })}`;
  },
  'content.image_address': (_, i18n) => {
    const scheme = isolatedIn(i18n, 'https://');
    return msg`Please upload an image: only ${scheme} image addresses are allowed`;
  },
  'content.menu_price_range': ({ max }) => {
    const menuPriceMax = max;
    return msg`Price must be between 0 and ${menuPriceMax} ILS`;
  },
  'content.price_decimals': () => msg`Price can have at most 2 decimals`,
  'content.description_too_long': ({ max }) => {
    const menuItemDescriptionMaxLength = max;
    return msg`Description must be at most ${plural(menuItemDescriptionMaxLength, { one: `${menuItemDescriptionMaxLength} character`, other: `${menuItemDescriptionMaxLength} characters` })}`;
  },
  'content.category_required': () => msg`Please enter a category name`,
  'content.category_too_long': ({ max }) => {
    const menuCategoryMaxLength = max;
    return msg`Category must be at most ${plural(menuCategoryMaxLength, { one: `${menuCategoryMaxLength} character`, other: `${menuCategoryMaxLength} characters` })}`;
  },
  'content.offer_invalid': () => msg`Please enter valid positive numbers`,
  'content.offer_too_large': ({ max }) => {
    const offerValueMax = max.toLocaleString('en-US');
    return msg`Please enter numbers up to ${offerValueMax}`;
  },
  'content.faq_required': () => msg`Please enter both a question and an answer`,
  'content.question_too_long': ({ max }) => {
    const faqQuestionMaxLength = max;
    return msg`Question must be at most ${plural(faqQuestionMaxLength, { one: `${faqQuestionMaxLength} character`, other: `${faqQuestionMaxLength} characters` })}`;
  },
  'content.answer_too_long': ({ max }) => {
    const faqAnswerMaxLength = max;
    return msg`Answer must be at most ${plural(faqAnswerMaxLength, { one: `${faqAnswerMaxLength} character`, other: `${faqAnswerMaxLength} characters` })}`;
  },
  'content.package_required': () => msg`Please fill all required fields`,
  'content.title_too_long': ({ max }) => {
    const packageTitleMaxLength = max;
    return msg`Title must be at most ${plural(packageTitleMaxLength, { one: `${packageTitleMaxLength} character`, other: `${packageTitleMaxLength} characters` })}`;
  },
  'content.package_price_range': ({ min, max }) => {
    const [packagePriceMin, packagePriceMax] = [min, max];
    return msg`Price must be between ${packagePriceMin} and ${packagePriceMax} ILS`;
  },
  'content.package_max_people': ({ min, max }) => {
    const [packageMaxPeopleMin, packageMaxPeopleMax] = [min, max];
    return msg`Max people must be a whole number from ${packageMaxPeopleMin} to ${packageMaxPeopleMax}`;
  },
  'content.package_min_people': ({ min, max }) => {
    const [packageMaxPeopleMin, packageMaxPeopleMax] = [min, max];
    return msg`Min people must be a whole number from ${packageMaxPeopleMin} to ${packageMaxPeopleMax}`;
  },
  'content.package_guest_order': () => msg`Min people cannot be more than max people`,
  'content.package_duration': ({ min, max }) => {
    const [packageDurationMin, packageDurationMax] = [min, max];
    return msg`Duration must be whole minutes from ${packageDurationMin} to ${packageDurationMax}`;
  },
  'content.package_items_count': ({ max }) => {
    const packageItemsMaxCount = max;
    return msg`A package can list at most ${plural(packageItemsMaxCount, { one: '# item', other: '# items' })}`;
  },
  'content.package_item_too_long': ({ max }) => {
    const packageItemMaxLength = max;
    return msg`Each item must be at most ${plural(packageItemMaxLength, { one: `${packageItemMaxLength} character`, other: `${packageItemMaxLength} characters` })}`;
  },
  'content.package_items_language': () => msg`Please list the items in this language too`,
  'content.price_required': () => msg`Please enter a price`,
  'content.price_range': ({ max }) => {
    const priceMax = max.toLocaleString('en-US');
    return msg`Price must be more than 0 and at most ${priceMax} ILS`;
  },
  'content.whatsapp_required': () => msg`Please enter the WhatsApp number`,
  'content.whatsapp_invalid': (_, i18n) => {
    const localExample = isolatedIn(i18n, '05XXXXXXXX');
    const mobileExample = isolatedIn(i18n, '+9705XXXXXXXX');
    return msg`Enter a mobile number like ${localExample} or ${mobileExample}`;
  },
  'content.contacts_not_allowed': () => msg`You may not edit the venue contacts.`,
  'content.address_required': () => msg`Please enter the address in at least one language`,
  'content.address_too_long': ({ max }) => {
    const addressMaxLength = max;
    return msg`Address must be at most ${plural(addressMaxLength, { one: `${addressMaxLength} character`, other: `${addressMaxLength} characters` })}`;
  },
  'content.prices_not_allowed': () => msg`You may not edit the prices.`,
  'schedule.lane_in_use': ({ lane }) =>
    msg`Lane ${lane} holds bookings from today on; move them before removing it.`,
  'schedule.slot_length_in_use': ({ bookings }) => {
    const standing = bookings;
    return msg`${plural(standing, { one: '# booking from today on is', other: '# bookings from today on are' })} planned on the current slot length.`;
  },
  'schedule.vr_station_in_use': ({ station }) =>
    msg`VR station ${station} holds bookings from today on; move them before removing it.`,
  'schedule.vr_session_length_in_use': ({ bookings }) => {
    const standing = bookings;
    return msg`${plural(standing, { one: '# VR booking from today on is', other: '# VR bookings from today on are' })} planned on the current VR session length.`;
  },
  'schedule.hours_span': () =>
    msg`Choose a closing time after the opening time, at the latest 06:00 the next morning.`,
  'schedule.special_days': () =>
    msg`The last day must be on or after the first day, and at most a year later.`,
  'schedule.special_overlap': () => msg`These days overlap another special period.`,
  'schedule.block_period': () => msg`A lane block must end after it starts, and within a year.`,
  'schedule.block_today_only': () =>
    msg`Reception can block lanes only within today's business day.`,
  'schedule.not_allowed': () => msg`Only the manager can change the schedule.`,
  'schedule.text_required': () => msg`Write it in at least one language.`,
  'schedule.text_too_long': ({ max }) => {
    const textMaxLength = max;
    return msg`Write at most ${plural(textMaxLength, { one: `${textMaxLength} character`, other: `${textMaxLength} characters` })}.`;
  },
  'schedule.slot_minutes_range': ({ min, max, step }) => {
    const [slotMin, slotMax, slotStep] = [min, max, step];
    return msg`Slot length: from ${slotMin} to ${slotMax}, in steps of ${slotStep} (minutes).`;
  },
  'schedule.lane_count_range': ({ min, max }) => {
    const [laneMin, laneMax] = [min, max];
    return msg`Lanes: from ${laneMin} to ${laneMax}.`;
  },
  'schedule.lanes_required': () => msg`Choose at least one lane.`,
  'schedule.vr_block_today_only': () =>
    msg`Reception can block VR stations only within today's business day.`,
  'schedule.vr_block_period': () =>
    msg`A VR station block must end after it starts, and within a year.`,
  'schedule.stations_required': () => msg`Choose at least one VR station.`,
  'schedule.vr_station_count_range': ({ min, max }) => {
    const [stationMin, stationMax] = [min, max];
    return msg`VR stations: from ${stationMin} to ${stationMax}.`;
  },
  'schedule.vr_session_minutes_range': ({ min, max, step }) => {
    const [sessionMin, sessionMax, sessionStep] = [min, max, step];
    return msg`VR session length: from ${sessionMin} to ${sessionMax}, in steps of ${sessionStep} (minutes).`;
  },
  'schedule.time_required': () => msg`Enter a time of day.`,
  'schedule.day_required': () => msg`Choose a day.`,
  'schedule.entry_gone': () => msg`This entry no longer exists or you may not change it.`,
  'schedule.change_unknown': () => msg`This is not a change the schedule knows.`,
  'schedule.reminder_hours': ({ min, max }) => {
    const fewestHours = min;
    const mostHours = max;
    return msg`Reminders go from ${fewestHours} to ${plural(mostHours, { one: `${mostHours} hour`, other: `${mostHours} hours` })} before a visit, the second closer to it than the first.`;
  },
  'file.image_required': () => msg`Please select an image file`,
  'file.main_image_type': () => msg`Please upload only image files for the main image.`,
  'file.too_large': ({ maxBytes }, i18n) => {
    const limit = isolatedIn(i18n, sizeLimitLabel(maxBytes));
    return msg`This file is larger than ${limit}. Please choose a smaller file.`;
  },
  'account.password_required': () => msg`Password is required`,
  'account.password_too_short': ({ min }) => {
    const staffPasswordMinLength = min;
    return msg`Password must be at least ${plural(staffPasswordMinLength, { one: `${staffPasswordMinLength} character`, other: `${staffPasswordMinLength} characters` })}`;
  },
  'account.new_password_too_short': ({ min }) => {
    const staffPasswordMinLength = min;
    return msg`Password must be at least ${plural(staffPasswordMinLength, { one: `${staffPasswordMinLength} character`, other: `${staffPasswordMinLength} characters` })} long!`;
  },
  'account.password_too_long': ({ max }) => {
    const passwordMaxLength = max;
    return msg`Password must be at most ${plural(passwordMaxLength, { one: `${passwordMaxLength} character`, other: `${passwordMaxLength} characters` })}`;
  },
  'account.password_common': () =>
    msg`This password is one of the most common ones. Choose one that is harder to guess.`,
  'account.role_required': () => msg`Role is required`,
  'account.current_password_required': () => msg`Current password is required`,
  'account.passwords_differ': () => msg`New passwords don't match!`,
};
