/**
 * The step between a schedule form and its save: every closure, lane block and change of the
 * weekly hours is first tried without saving (`preview_schedule_change`). When it would strand
 * pending or approved bookings, they are listed by day ("3 bookings on Apr 10, 2027 are
 * affected") with what the schedule would then say to each, and the manager saves anyway or goes
 * back. Saved, they are flagged on the desk and the board until reception moves or cancels them
 * (their customers are e-mailed from the desk: decision 028).
 */
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Stack, Text } from '@mantine/core';
import {
  type AffectedBooking,
  previewScheduleChange,
  type ScheduleChangeDraft,
} from '@venue/data/schedule/preview-schedule-change';
import { formatDisplayDate, formatTime } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { isolatedIn, localeOf } from '@venue/i18n/locales';
import { confirmAction } from '../../components/confirm-action.ts';
import { refusalOrMessageText } from '../../lib/domain-messages.ts';
import { supabase } from '../../lib/supabase.ts';

export type { ScheduleChangeDraft };

/** The affected bookings by day, earliest first (the preview lists them in that order). */
function byDay(bookings: readonly AffectedBooking[]): Map<string, AffectedBooking[]> {
  const days = new Map<string, AffectedBooking[]>();
  for (const booking of bookings)
    days.set(booking.date, [...(days.get(booking.date) ?? []), booking]);
  return days;
}

function AffectedList({ bookings }: { bookings: readonly AffectedBooking[] }) {
  const locale = localeOf(i18n);
  return (
    <Stack gap="sm">
      {[...byDay(bookings)].map(([day, onDay]) => {
        const date = formatDisplayDate(day, venueTimeZone, locale);
        const count = onDay.length;
        return (
          <Stack key={day} gap={4}>
            <Text fw={700}>
              {i18n._(
                msg`${plural(count, { one: `# booking on ${date} is affected`, other: `# bookings on ${date} are affected` })}`,
              )}
            </Text>
            <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
              {onDay.map((booking) => (
                <li key={booking.id}>
                  <Text size="sm" span fw={600}>
                    {isolatedIn(i18n, formatTime(booking.time))} · {booking.reference} ·{' '}
                    <bdi>{booking.name}</bdi> ·{' '}
                    {booking.status === 'approved' ? i18n._(msg`Approved`) : i18n._(msg`Pending`)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {refusalOrMessageText(i18n, booking.refusal, '')}
                  </Text>
                </li>
              ))}
            </ul>
          </Stack>
        );
      })}
      <Text size="sm">
        {i18n._(
          msg`Saving keeps these bookings and flags them on the desk and the lane board, where reception e-mails their customers with a link to pick another time, or moves or cancels each one.`,
        )}
      </Text>
    </Stack>
  );
}

/**
 * Whether to save the change: yes at once when it strands no booking; else the manager decides
 * after reading the list. A preview the database refuses lets the save go ahead, to be refused
 * there in the usual words.
 */
export async function confirmScheduleChange(change: ScheduleChangeDraft): Promise<boolean> {
  let affected: readonly AffectedBooking[];
  try {
    affected = await previewScheduleChange(supabase, change);
  } catch {
    return true;
  }
  if (affected.length === 0) return true;
  return confirmAction({
    title: i18n._(msg`Bookings are affected`),
    size: 'lg',
    body: <AffectedList bookings={affected} />,
    confirmLabel: i18n._(msg`Save anyway`),
    cancelLabel: i18n._(msg`Go back`),
    type: 'warning',
  });
}
