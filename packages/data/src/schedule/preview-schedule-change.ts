import type { BookingStatus } from '@venue/domain/booking';
import type { LocalizedText } from '@venue/domain/localized-text';
import { type Refusal, refusalOf } from '@venue/domain/refusals';
import type { VenueClient } from '../client.ts';
import { unwrapRows } from '../errors.ts';
import type { WeeklyHoursChange } from './update-weekly-hours.ts';

/** A change to the schedule, as the manager's forms are about to save it. */
export type ScheduleChangeDraft =
  | {
      readonly kind: 'closure';
      readonly day: string;
      readonly fromTime: string | null;
      readonly toTime: string | null;
      readonly reason: LocalizedText;
    }
  | {
      readonly kind: 'lane-block';
      /** The block being edited; none for a new one. */
      readonly id: string | null;
      readonly lanes: readonly number[];
      readonly startsAt: Date;
      readonly endsAt: Date;
      readonly reason: LocalizedText;
    }
  | { readonly kind: 'weekly-hours'; readonly hours: WeeklyHoursChange };

/** A booking a change would strand, with the refusal it would then meet. */
export type AffectedBooking = {
  readonly id: string;
  readonly reference: string;
  readonly name: string;
  readonly date: string;
  readonly time: string;
  readonly status: BookingStatus;
  readonly refusal: Refusal | null;
};

/** The change as `preview_schedule_change` takes it. */
function changeArgument(change: ScheduleChangeDraft) {
  switch (change.kind) {
    case 'closure':
      return {
        kind: 'closure',
        row: {
          day: change.day,
          from_time: change.fromTime,
          to_time: change.toTime,
          reason: change.reason,
        },
      };
    case 'lane-block':
      return {
        kind: 'lane_block',
        row: {
          ...(change.id ? { id: change.id } : {}),
          lanes: [...change.lanes],
          starts_at: change.startsAt.toISOString(),
          ends_at: change.endsAt.toISOString(),
          reason: change.reason,
        },
      };
    case 'weekly-hours':
      return {
        kind: 'weekly_hours',
        rows: Object.entries(change.hours).map(([weekday, hours]) => ({
          weekday: Number(weekday),
          opens_at: hours?.opensAt ?? null,
          closes_at: hours?.closesAt ?? null,
        })),
      };
  }
}

/**
 * The pending and approved bookings a change would newly strand (a closed day or time, hours
 * that no longer offer their slots, a blocked lane), earliest first, without saving the change.
 */
export async function previewScheduleChange(
  client: VenueClient,
  change: ScheduleChangeDraft,
): Promise<readonly AffectedBooking[]> {
  const rows = unwrapRows(
    await client.rpc('preview_schedule_change', { change: changeArgument(change) }),
  );
  return rows.map((row) => ({
    id: row.booking_id,
    reference: row.reference,
    name: row.name,
    date: row.date,
    time: row.time,
    status: row.status,
    refusal: refusalOf(row.conflict),
  }));
}
