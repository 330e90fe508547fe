import type { BirthdayPackageFormValues } from '@venue/domain/forms/birthday-package-form';
import type { VenueClient } from '../client.ts';
import { DataError, unwrap } from '../errors.ts';
import type { ManagedBirthdayPackage } from './list-managed-birthday-packages.ts';

/** The table's columns for a package's form values. */
export function packageRow(values: BirthdayPackageFormValues) {
  return {
    title: values.title,
    price: values.price,
    items: values.items,
    min_people: values.minPeople,
    max_people: values.maxPeople,
    duration: values.duration,
  };
}

/** Adds a birthday package from the form's checked values. */
export async function addBirthdayPackage(
  client: VenueClient,
  values: BirthdayPackageFormValues,
): Promise<ManagedBirthdayPackage> {
  const row = unwrap(
    await client
      .from('birthday_packages')
      .insert(packageRow(values))
      .select('id, title, price, items, min_people, max_people, duration, updated_at')
      .single(),
  );
  if (!row) throw new DataError('The database gave no answer. Please try again.', 'no_data');
  return row;
}
