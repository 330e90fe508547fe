import type { StaffRole } from '@venue/domain/staff-roles';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { roleMismatchTarget } from './route-access.ts';
import { SecondFactorStep } from './second-factor-step.tsx';
import { NoStaffScreen } from './session/no-staff-screen.tsx';
import { useStaffSession } from './session/staff-session-context.ts';
import { StaffLayout } from './staff-layout.tsx';

/**
 * Every page behind sign-in: "Loading" while the session and role are read; signed out goes to
 * /admin remembering where it was going; signed in without a staff row sees only an explanation
 * and sign-out; staff whose second factor is due enter its code (or set it up) first; staff get
 * the layout.
 */
export function RequireStaff() {
  const { status, hasSignedOut } = useStaffSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-out') {
    // After Logout nothing is remembered: the next person starts from their own home page.
    return <Navigate to="/admin" replace state={hasSignedOut ? null : { from: location }} />;
  }
  if (status === 'no-staff') return <NoStaffScreen />;
  if (status === 'needs-code' || status === 'needs-enrolment') return <SecondFactorStep />;
  return <StaffLayout />;
}

/** A page for some roles only: others go to their own start page (spec's role-mismatch rule). */
export function RequireRole({ roles }: { roles: readonly StaffRole[] }) {
  const { staff } = useStaffSession();
  if (!staff || !roles.includes(staff.role)) {
    return <Navigate to={roleMismatchTarget(staff?.role)} replace />;
  }
  return <Outlet />;
}
