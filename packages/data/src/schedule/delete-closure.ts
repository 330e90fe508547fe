import type { VenueClient } from '../client.ts';
import { scheduleEntryGone, unwrapSchedule } from './schedule-refusal.ts';

/** Deletes a closure (the manager's): its slots are offered again. */
export async function deleteClosure(client: VenueClient, id: string): Promise<void> {
  const rows = unwrapSchedule(
    await client.from('closures').delete().eq('id', id).select('id'),
    'closures',
  );
  if (!rows?.length) throw scheduleEntryGone();
}
