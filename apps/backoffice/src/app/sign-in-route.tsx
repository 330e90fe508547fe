import { useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { SignInCard } from '../features/auth/sign-in-card.tsx';
import { canOpen, homeAfterSignIn, rememberedPath } from './route-access.ts';
import { SecondFactorStep } from './second-factor-step.tsx';
import { NoStaffScreen } from './session/no-staff-screen.tsx';
import { useStaffSession } from './session/staff-session-context.ts';

/**
 * /admin. Signed out: the sign-in form. Right after signing in here: the remembered page if the
 * role may open it, else jana to the dashboard and reception to the calendar. Already signed in
 * when arriving: the remembered page if allowed, else the dashboard. No staff row: the
 * explanation and sign-out. A second factor due: its code (or its set-up) first.
 */
export function SignInRoute() {
  const { status, staff } = useStaffSession();
  const location = useLocation();
  const hasBeenSignedOut = useRef(false);
  if (status === 'signed-out') hasBeenSignedOut.current = true;

  if (status === 'staff' && staff) {
    const remembered = rememberedPath(location.state);
    const fallback = hasBeenSignedOut.current ? homeAfterSignIn(staff.role) : '/admin/dashboard';
    const target = remembered && canOpen(staff.role, remembered) ? remembered : fallback;
    return <Navigate to={target} replace />;
  }
  if (status === 'no-staff') return <NoStaffScreen />;
  if (status === 'needs-code' || status === 'needs-enrolment') return <SecondFactorStep />;
  if (status === 'loading' && !hasBeenSignedOut.current) return <LoadingScreen />;
  return <SignInCard />;
}
