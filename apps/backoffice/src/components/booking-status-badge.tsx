import { Badge } from '@mantine/core';
import {
  type BookingStatus,
  bookingStatusColors,
  displayStatus,
  effectiveStatus,
} from '@venue/domain/booking';

/** A booking's status in capitals on its colour (a missing status reads as pending). */
export function BookingStatusBadge({ status }: { status: BookingStatus | null | undefined }) {
  return (
    <Badge color={bookingStatusColors[effectiveStatus(status)]} variant="filled" autoContrast>
      {displayStatus(status)}
    </Badge>
  );
}
