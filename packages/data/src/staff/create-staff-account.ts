import type { AddStaffFormValues } from '@venue/domain/forms/staff-form';
import type { VenueClient } from '../client.ts';
import { invokeStaffAccounts } from './invoke-staff-accounts.ts';
import type { StaffMember } from './list-staff.ts';

/**
 * Creates a staff account (an auth user with a confirmed e-mail, and its staff row) through the
 * `staff-accounts` function. The browser never signs up, so the manager stays signed in.
 */
export async function createStaffAccount(
  client: VenueClient,
  values: AddStaffFormValues,
): Promise<StaffMember> {
  const answer = await invokeStaffAccounts<{ staff: StaffMember }>(client, {
    action: 'create',
    ...values,
  });
  return answer.staff;
}
