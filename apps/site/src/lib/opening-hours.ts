import { msg } from '@lingui/core/macro';
import { formatTime } from '@venue/domain/format';
import { venue } from '@venue/domain/venue';

const opensAt = formatTime(venue.openingHours.opensAt);
const closesAt = formatTime(venue.openingHours.closesAt);

/** "Open daily 15:00 to 23:00", as the hero and the contact details say it. */
export const openDaily = msg`Open daily ${opensAt} to ${closesAt}`;

/** The hero's last slogan: the same hours as a sentence. */
export const openEveryDay = msg`Open every day, ${opensAt} to ${closesAt}.`;
