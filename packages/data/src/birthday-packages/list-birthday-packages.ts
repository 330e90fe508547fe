import { asLocalizedList, type LocalizedList } from '@venue/domain/localized-list';
import { asLocalizedText, type LocalizedText } from '@venue/domain/localized-text';
import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';

/**
 * A birthday package: price per person (ILS), group size, bowling minutes and the guests who
 * share a lane (the lanes a party takes, docs/decisions/026), its title and included items in each
 * language the manager wrote them in.
 */
export type BirthdayPackage = Pick<
  Tables<'birthday_packages'>,
  'id' | 'price' | 'min_people' | 'max_people' | 'duration' | 'guests_per_lane'
> & { title: LocalizedText; items: LocalizedList };

/** A row as the database answers it (title and items as JSON), read as a package. */
export function toBirthdayPackage<Row extends { title: unknown; items: unknown }>(
  row: Row,
): Omit<Row, 'title' | 'items'> & { title: LocalizedText; items: LocalizedList } {
  return { ...row, title: asLocalizedText(row.title), items: asLocalizedList(row.items) };
}

/** Every birthday package, smallest group first (Spark, Blaze, Inferno), then by English title. */
export async function listBirthdayPackages(client: PublicClient): Promise<BirthdayPackage[]> {
  const rows = unwrapRows(
    await client
      .from('birthday_packages')
      .select('id, title, price, items, min_people, max_people, duration, guests_per_lane')
      .order('max_people', { ascending: true })
      .order('title->>en', { ascending: true })
      .order('id', { ascending: true }),
  );
  return rows.map(toBirthdayPackage);
}
