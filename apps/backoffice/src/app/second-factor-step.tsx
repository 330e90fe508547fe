import { lazy, Suspense } from 'react';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { useStaffSession } from './session/staff-session-context.ts';

// Loaded when a member's second factor is due: the screen talks to Auth through the Supabase
// client, which the first screen never waits for.
const SecondFactorScreen = lazy(() =>
  import('../features/auth/second-factor-screen.tsx').then((module) => ({
    default: module.SecondFactorScreen,
  })),
);

/** The code of the member's authenticator app, or its set-up, before any page. */
export function SecondFactorStep() {
  const { status, staff, signOut, changeLocale } = useStaffSession();
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SecondFactorScreen
        step={status === 'needs-enrolment' ? 'enrolment' : 'code'}
        name={staff?.name ?? ''}
        signOut={signOut}
        changeLocale={changeLocale}
      />
    </Suspense>
  );
}
