/** How the back-office names a booking's kind: bowling, a birthday party or VR. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingType } from '@venue/domain/booking';

/** "Bowling", "Birthday", "VR": what a booking is, in the staff member's language. */
export const bookingKindNames = {
  regular: msg`Bowling`,
  birthday: msg`Birthday`,
  vr: msg`VR`,
} as const satisfies Record<BookingType, MessageDescriptor>;
