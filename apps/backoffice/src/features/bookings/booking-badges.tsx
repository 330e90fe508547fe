import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import type { BookingSource } from '@venue/domain/booking';
import type { BookingAttendance } from '@venue/domain/booking-attendance';
import { LineIcon } from '../../components/line-icon.tsx';
import { attendanceColors, attendanceNames, sourceNames } from './booking-labels.ts';

/** The lines of each source's icon: a globe, a handset, a person walking in. */
const sourceIcons: Record<BookingSource, React.ReactNode> = {
  website: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  phone: (
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  ),
  walk_in: (
    <>
      <circle cx="13" cy="4" r="1.5" />
      <path d="M7 21l3-4M16 21l-2-4-3-3 1-6M6 12l2-3 4-1 3 3 3 1" />
    </>
  ),
};

/** Where a booking came from, as a small icon named for assistive technology (the lane board). */
export function SourceIcon({ source, size = 14 }: { source: BookingSource; size?: number }) {
  const { i18n } = useLingui();
  const name = i18n._(sourceNames[source]);
  return (
    <span role="img" aria-label={name} title={name} style={{ display: 'inline-flex' }}>
      <LineIcon size={size}>{sourceIcons[source]}</LineIcon>
    </span>
  );
}

/** Where a booking came from: its icon and its name in the staff member's language. */
export function BookingSourceLabel({ source }: { source: BookingSource }) {
  const { i18n } = useLingui();
  return (
    <Group gap={4} wrap="nowrap" data-source={source}>
      <LineIcon size={16}>{sourceIcons[source]}</LineIcon>
      <Text size="sm" span>
        {i18n._(sourceNames[source])}
      </Text>
    </Group>
  );
}

/** Whether the customer came, as a badge (the card, the calendar's day list). */
export function AttendanceBadge({ attendance }: { attendance: BookingAttendance }) {
  const { i18n } = useLingui();
  return (
    <Badge color={attendanceColors[attendance]} variant="filled" size="sm" autoContrast>
      {i18n._(attendanceNames[attendance])}
    </Badge>
  );
}
