import type { Session } from '@supabase/supabase-js';
import type { StaffRole } from '@venue/domain/staff-roles';
import type { Locale } from '@venue/i18n/locales';
import { createContext, useContext } from 'react';

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** The back-office language kept in the staff row (`en` until the member chooses). */
  locale: string;
  /** Whether the member has set up a second factor (an authenticator app). */
  hasSecondFactor: boolean;
  /** Whether the manager requires a second factor of every staff member. */
  secondFactorRequired: boolean;
};

/**
 * `needs-code`: signed in with a password, and the member's authenticator app's code is due;
 * `needs-enrolment`: the venue requires an authenticator app the member has not set up yet. In
 * both the database gives the session nothing until it is done.
 */
export type StaffSessionStatus =
  | 'loading'
  | 'signed-out'
  | 'no-staff'
  | 'needs-code'
  | 'needs-enrolment'
  | 'staff';

export type StaffSession = {
  /** loading while the session or the staff row is being read; no-staff: signed in, no staff row. */
  status: StaffSessionStatus;
  session: Session | null;
  /**
   * Present exactly when status is 'staff', 'needs-code' or 'needs-enrolment'. The role is read
   * from the staff table.
   */
  staff: StaffMember | null;
  /** Why the staff row could not be read, when it could not (shown on the no-staff screen). */
  error?: string | null;
  /** True after the user signed out here (Logout), until the next sign-in. */
  hasSignedOut?: boolean;
  /** Signs out everywhere; the guards then send the user to /admin. */
  signOut: () => Promise<void>;
  /**
   * Shows the back-office in `locale`, remembers it in this browser and, when a staff member is
   * signed in, keeps it in their staff row (rejects when the row could not be saved).
   */
  changeLocale: (locale: Locale) => Promise<void>;
};

export const StaffSessionContext = createContext<StaffSession | null>(null);

/** The signed-in staff member and their role. Use inside `StaffSessionProvider`. */
export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) {
    throw new Error('useStaffSession must be used within a StaffSessionProvider');
  }
  return session;
}
