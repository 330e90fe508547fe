import type { VenueClient } from '../client.ts';
import { scheduleEntryGone, unwrapSchedule } from './schedule-refusal.ts';

/** Deletes a special period (the manager's); the weekly hours apply to its days again. */
export async function deleteSpecialHours(client: VenueClient, id: string): Promise<void> {
  const rows = unwrapSchedule(
    await client.from('special_hours').delete().eq('id', id).select('id'),
    'special_hours',
  );
  if (!rows?.length) throw scheduleEntryGone();
}
