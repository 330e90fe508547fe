import type { BirthdayPackageFormValues } from '@venue/domain/forms/birthday-package-form';
import type { VenueClient } from '../client.ts';
import { DataError, unwrap } from '../errors.ts';
import { toBirthdayPackage } from './list-birthday-packages.ts';
import {
  type ManagedBirthdayPackage,
  managedPackageColumns,
} from './list-managed-birthday-packages.ts';

/** The table's columns for a package's form values: title and items in the languages written. */
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
      .select(managedPackageColumns)
      .single(),
  );
  if (!row) throw new DataError('The database gave no answer. Please try again.', 'no_data');
  return toBirthdayPackage(row);
}
