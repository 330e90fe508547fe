import type { ScheduleSettingsFormValues } from '@venue/domain/forms/schedule-forms';
import type { VenueClient } from '../client.ts';
import { scheduleNotAllowed, unwrapSchedule } from './schedule-refusal.ts';

/**
 * Writes the slot length and the lane count (the manager's). The database refuses fewer lanes
 * while a booking from today on holds a lane that would go (`schedule.lane_in_use`) and a new
 * slot length while bookings from today on stand (`schedule.slot_length_in_use`).
 */
export async function updateScheduleSettings(
  client: VenueClient,
  values: ScheduleSettingsFormValues,
): Promise<ScheduleSettingsFormValues> {
  const rows = unwrapSchedule(
    await client
      .from('venue_schedule')
      .update({ slot_minutes: values.slotMinutes, lane_count: values.laneCount })
      .eq('id', true)
      .select('slot_minutes, lane_count'),
    'venue_schedule',
  );
  const row = rows?.[0];
  if (!row) throw scheduleNotAllowed('venue_schedule');
  return { slotMinutes: row.slot_minutes, laneCount: row.lane_count };
}
