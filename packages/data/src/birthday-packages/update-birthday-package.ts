import type { BirthdayPackageFormValues } from '@venue/domain/forms/birthday-package-form';
import type { VenueClient } from '../client.ts';
import { editedRow } from '../edited-row.ts';
import { unwrap } from '../errors.ts';
import { packageRow } from './add-birthday-package.ts';
import type { ManagedBirthdayPackage } from './list-managed-birthday-packages.ts';

/** Writes the form's checked values back to a birthday package. */
export async function updateBirthdayPackage(
  client: VenueClient,
  id: string,
  values: BirthdayPackageFormValues,
): Promise<ManagedBirthdayPackage> {
  const updated = unwrap(
    await client
      .from('birthday_packages')
      .update(packageRow(values))
      .eq('id', id)
      .select('id, title, price, items, min_people, max_people, duration, updated_at'),
  );
  return editedRow(updated, 'This birthday package');
}
