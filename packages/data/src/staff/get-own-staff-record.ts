import type { StaffRole } from '@venue/domain/staff-roles';
import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

export type OwnStaffRecord = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** The back-office language the member chose (`en` until they choose). */
  locale: string;
};

/**
 * The staff row of the signed-in user, or null when the account has none (a signed-in user who is
 * not staff). The role comes from this row, never from the token's claims.
 */
export async function getOwnStaffRecord(
  client: VenueClient,
  userId: string,
): Promise<OwnStaffRecord | null> {
  return unwrap(
    await client
      .from('staff')
      .select('id, name, email, role, locale')
      .eq('id', userId)
      .maybeSingle(),
  );
}
