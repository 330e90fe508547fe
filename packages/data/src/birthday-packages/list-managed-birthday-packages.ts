import type { VenueClient } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';

export type ManagedBirthdayPackage = Pick<
  Tables<'birthday_packages'>,
  'id' | 'title' | 'price' | 'items' | 'min_people' | 'max_people' | 'duration' | 'updated_at'
>;

/** Every birthday package for the manager's list, cheapest first (the order visitors see). */
export async function listManagedBirthdayPackages(
  client: VenueClient,
): Promise<ManagedBirthdayPackage[]> {
  const rows = unwrapRows(
    await client
      .from('birthday_packages')
      .select('id, title, price, items, min_people, max_people, duration, updated_at')
      .order('price', { ascending: true })
      .order('id', { ascending: true }),
  );
  return rows;
}
