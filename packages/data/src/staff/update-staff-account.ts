import type { EditStaffFormValues } from '@venue/domain/forms/staff-form';
import type { VenueClient } from '../client.ts';
import { invokeStaffAccounts } from './invoke-staff-accounts.ts';
import type { StaffMember } from './list-staff.ts';

/** Changes a staff account's name and role (the e-mail never changes). */
export async function updateStaffAccount(
  client: VenueClient,
  id: string,
  values: EditStaffFormValues,
): Promise<StaffMember> {
  const answer = await invokeStaffAccounts<{ staff: StaffMember }>(client, {
    action: 'update',
    id,
    name: values.name,
    role: values.role,
  });
  return answer.staff;
}
