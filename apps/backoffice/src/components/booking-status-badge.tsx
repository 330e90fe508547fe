import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import { type BookingStatus, bookingStatusColors, effectiveStatus } from '@venue/domain/booking';

/** A booking's status in capitals, as the badge and the export name it. */
export const statusNames: Record<BookingStatus, MessageDescriptor> = {
  pending: msg`PENDING`,
  approved: msg`APPROVED`,
  rejected: msg`REJECTED`,
  cancelled: msg`CANCELLED`,
};

/**
 * A booking's status in capitals on its colour (a missing status reads as pending); never shrunk
 * beside a long name, so the longest status ("CANCELLED") stays whole on a phone.
 */
export function BookingStatusBadge({ status }: { status: BookingStatus | null | undefined }) {
  const { i18n } = useLingui();
  return (
    <Badge
      color={bookingStatusColors[effectiveStatus(status)]}
      variant="filled"
      autoContrast
      flex="none"
    >
      {i18n._(statusNames[effectiveStatus(status)])}
    </Badge>
  );
}
