import type { VenueClient } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';

export type StaffMember = Pick<
  Tables<'staff'>,
  'id' | 'name' | 'email' | 'role' | 'created_at' | 'created_by' | 'updated_at'
>;

/** Every staff account, oldest first (the manager reads them all; others only their own). */
export async function listStaff(client: VenueClient): Promise<StaffMember[]> {
  const rows = unwrapRows(
    await client
      .from('staff')
      .select('id, name, email, role, created_at, created_by, updated_at')
      .order('created_at', { ascending: true })
      .order('id', { ascending: true }),
  );
  return rows;
}
