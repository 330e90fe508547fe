import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingType } from '@venue/domain/booking';

/** What kind of booking it is, as the desk's filter, its badge, the export and the calendar name it. */
export const kindNames: Record<BookingType, MessageDescriptor> = {
  regular: msg({ message: 'Bowling', context: 'booking kind' }),
  vr: msg({ message: 'VR', context: 'booking kind' }),
  birthday: msg({ message: 'Birthday', context: 'booking kind' }),
};
