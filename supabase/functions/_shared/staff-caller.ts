// Who is calling: functions verify the caller's JWT and ask the database, with that token, who
// the caller is (`my_staff_access`), never trusting a role the client sends (the gateway's JWT
// check lets the anon key through). The database's answer is the one its policies use: an ended
// session is nobody, and a password alone is not enough where a second factor is due.
import { refuse } from './json.ts';

export type StaffRole = 'jana' | 'reception';

export type StaffCaller = { id: string; email: string; name: string; role: StaffRole };

/** What the session may do: everything, or nothing until a second-factor code or enrolment. */
export type StaffAccess = 'full' | 'needs_code' | 'needs_enrolment';

/** The two lookups identifying a caller; the real ones go to Auth and PostgREST. */
export type StaffLookups = {
  /** The user a JWT belongs to, or null when it names no user (anon key, expired, forged). */
  userForToken: (token: string) => Promise<{ id: string; email: string | null } | null>;
  /** The caller's staff row and access, read with their own token; null for non-staff. */
  staffForToken: (
    token: string,
  ) => Promise<{ name: string; email: string; role: StaffRole; access: StaffAccess } | null>;
};

export type StaffCheck = { ok: true; caller: StaffCaller } | { ok: false; response: Response };

export const notSignedInMessage = 'Please sign in as staff to do this.';
export const notStaffMessage = 'Only venue staff can do this.';
export const secondFactorMessage =
  'Enter the code from your authenticator app when you sign in before doing this.';

/** The bearer token of a request, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

/**
 * Identifies a signed-in staff member: 401 `access.signed_out` without a JWT or with one that
 * names no user (the anon or service key, an expired token), 403 `access.staff_only` for a user
 * without a staff row or a live session, and 403 `access.second_factor_required` for a session
 * still owing its second factor.
 */
export async function identifyStaff(request: Request, lookups: StaffLookups): Promise<StaffCheck> {
  const token = bearerToken(request);
  const signedOut = () => refuse(401, 'access.signed_out', notSignedInMessage);
  if (!token) return { ok: false, response: signedOut() };
  const user = await lookups.userForToken(token);
  if (!user) return { ok: false, response: signedOut() };
  const staff = await lookups.staffForToken(token);
  if (!staff) {
    const response = refuse(403, 'access.staff_only', notStaffMessage, { action: 'do this' });
    return { ok: false, response };
  }
  if (staff.access !== 'full') {
    const response = refuse(403, 'access.second_factor_required', secondFactorMessage);
    return { ok: false, response };
  }
  return {
    ok: true,
    caller: { id: user.id, email: staff.email, name: staff.name, role: staff.role },
  };
}
