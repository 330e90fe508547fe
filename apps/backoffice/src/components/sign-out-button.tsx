import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';

/** "Sign out" on the screens shown instead of the back-office, busy until it has signed out. */
export function SignOutButton({
  signOut,
  ...buttonProps
}: { signOut: () => Promise<void> } & ButtonProps) {
  const [isSigningOut, setIsSigningOut] = useState(false);
  return (
    <Button
      {...buttonProps}
      loading={isSigningOut}
      onClick={async () => {
        setIsSigningOut(true);
        try {
          await signOut();
        } finally {
          setIsSigningOut(false);
        }
      }}
    >
      <Trans>Sign out</Trans>
    </Button>
  );
}
