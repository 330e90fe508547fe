import type { LocalizedList } from '@venue/domain/localized-list';
import type { LocalizedText } from '@venue/domain/localized-text';
import type { VenueClient } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';
import { toBirthdayPackage } from './list-birthday-packages.ts';

export type ManagedBirthdayPackage = Pick<
  Tables<'birthday_packages'>,
  'id' | 'price' | 'min_people' | 'max_people' | 'duration' | 'updated_at'
> & { title: LocalizedText; items: LocalizedList };

/** The columns of a package as the manager's list reads them. */
export const managedPackageColumns =
  'id, title, price, items, min_people, max_people, duration, updated_at';

/** Every birthday package for the manager's list, cheapest first (the order visitors see). */
export async function listManagedBirthdayPackages(
  client: VenueClient,
): Promise<ManagedBirthdayPackage[]> {
  const rows = unwrapRows(
    await client
      .from('birthday_packages')
      .select(managedPackageColumns)
      .order('price', { ascending: true })
      .order('id', { ascending: true }),
  );
  return rows.map(toBirthdayPackage);
}
