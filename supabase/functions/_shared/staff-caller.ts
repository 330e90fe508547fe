// Who is calling: functions verify the caller's JWT and read the role from `staff` themselves,
// never trusting a role the client sends (the gateway's JWT check lets the anon key through).
import { jsonError } from './json.ts';

export type StaffRole = 'jana' | 'reception';

export type StaffCaller = { id: string; email: string; name: string; role: StaffRole };

/** The two lookups identifying a caller; the real ones go to Auth and PostgREST. */
export type StaffLookups = {
  /** The user a JWT belongs to, or null when it names no user (anon key, expired, forged). */
  userForToken: (token: string) => Promise<{ id: string; email: string | null } | null>;
  /** The staff row of a user, or null when there is none. */
  staffRow: (userId: string) => Promise<{ name: string; email: string; role: StaffRole } | null>;
};

export type StaffCheck = { ok: true; caller: StaffCaller } | { ok: false; response: Response };

export const notSignedInMessage = 'Please sign in as staff to do this.';
export const notStaffMessage = 'Only venue staff can do this.';

/** The bearer token of a request, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

/**
 * Identifies a signed-in staff member: 401 without a JWT or with one that names no user (the
 * anon or service key, an expired token), 403 for a user without a staff row.
 */
export async function identifyStaff(request: Request, lookups: StaffLookups): Promise<StaffCheck> {
  const token = bearerToken(request);
  if (!token) return { ok: false, response: jsonError(401, notSignedInMessage) };
  const user = await lookups.userForToken(token);
  if (!user) return { ok: false, response: jsonError(401, notSignedInMessage) };
  const staff = await lookups.staffRow(user.id);
  if (!staff) return { ok: false, response: jsonError(403, notStaffMessage) };
  return {
    ok: true,
    caller: { id: user.id, email: staff.email, name: staff.name, role: staff.role },
  };
}
