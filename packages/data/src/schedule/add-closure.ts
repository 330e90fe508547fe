import type { ClosureFormValues } from '@venue/domain/forms/schedule-closure-forms';
import type { VenueClient } from '../client.ts';
import { DataError } from '../errors.ts';
import { type ClosureEntry, closureColumns, toClosureEntry } from './list-closures.ts';
import { unwrapSchedule } from './schedule-refusal.ts';

/**
 * Closes a day, or part of it (the manager's). Bookings already made for the closed slots stay;
 * the page's confirm step is where they will be listed before this is called.
 */
export async function addClosure(
  client: VenueClient,
  values: ClosureFormValues,
): Promise<ClosureEntry> {
  const row = unwrapSchedule(
    await client
      .from('closures')
      .insert({
        day: values.day,
        from_time: values.fromTime,
        to_time: values.toTime,
        reason: values.reason,
      })
      .select(closureColumns)
      .single(),
    'closures',
  );
  if (!row) throw new DataError('The database gave no answer. Please try again.', 'no_data');
  return toClosureEntry(row);
}
