import type { BirthdayPackageFormValues } from '@venue/domain/forms/birthday-package-form';
import type { VenueClient } from '../client.ts';
import { editedRow } from '../edited-row.ts';
import { unwrap } from '../errors.ts';
import { packageRow } from './add-birthday-package.ts';
import { toBirthdayPackage } from './list-birthday-packages.ts';
import {
  type ManagedBirthdayPackage,
  managedPackageColumns,
} from './list-managed-birthday-packages.ts';

/**
 * Writes the form's checked values back to a birthday package: the languages written replace the
 * package's title and items.
 */
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
      .select(managedPackageColumns),
  );
  return toBirthdayPackage(editedRow(updated, 'birthday_package'));
}
