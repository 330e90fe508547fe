import type { StaffRole } from '@venue/domain/staff-roles';
import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/**
 * What the signed-in member's session may do: everything; nothing until they enter the code of
 * their second factor (`needs_code`); nothing until they set one up, which the venue requires
 * (`needs_enrolment`).
 */
export type StaffAccess = 'full' | 'needs_code' | 'needs_enrolment';

export type OwnStaffRecord = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** The back-office language the member chose (`en` until they choose). */
  locale: string;
  /** Whether the member has set up a second factor (a verified TOTP app). */
  hasSecondFactor: boolean;
  /** Whether the manager requires a second factor of every staff member. */
  secondFactorRequired: boolean;
  access: StaffAccess;
};

function accessOf(value: string): StaffAccess {
  return value === 'needs_code' || value === 'needs_enrolment' ? value : 'full';
}

/**
 * The staff row of the signed-in user and what their session may do, or null when the account
 * has none (a signed-in user who is not staff) or the session has ended. The role comes from the
 * staff row, never from the token's claims; the access from the database's own rule.
 */
export async function getOwnStaffRecord(client: VenueClient): Promise<OwnStaffRecord | null> {
  const row = unwrap(await client.rpc('my_staff_access').maybeSingle());
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    locale: row.locale,
    hasSecondFactor: row.has_second_factor,
    secondFactorRequired: row.second_factor_required,
    access: accessOf(row.access),
  };
}
