import type { VenueClient } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';

/** A birthday package: price per person (ILS), included items, group size and bowling minutes. */
export type BirthdayPackage = Pick<
  Tables<'birthday_packages'>,
  'id' | 'title' | 'price' | 'items' | 'min_people' | 'max_people' | 'duration'
>;

/** Every birthday package, smallest group first (Spark, Blaze, Inferno). */
export async function listBirthdayPackages(client: VenueClient): Promise<BirthdayPackage[]> {
  const rows = unwrapRows(
    await client
      .from('birthday_packages')
      .select('id, title, price, items, min_people, max_people, duration')
      .order('max_people', { ascending: true })
      .order('title', { ascending: true }),
  );
  return rows;
}
