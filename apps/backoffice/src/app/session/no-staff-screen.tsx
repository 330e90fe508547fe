import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useStaffSession } from './staff-session-context.ts';

/** A signed-in account without a staff record gets this and nothing else. */
export function NoStaffScreen() {
  const { session, error, signOut } = useStaffSession();
  const [isSigningOut, setIsSigningOut] = useState(false);
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" maw={480} component="main">
        <Stack gap="md">
          <Title order={1} size="h2">
            No staff access
          </Title>
          <Text>
            You are signed in as {session?.user.email ?? 'this account'}, but it has no staff
            account for the back-office. Ask the manager to add you, or sign out and use your staff
            account.
          </Text>
          {error ? (
            <Text c="red" role="alert">
              The staff record could not be read: {error}
            </Text>
          ) : null}
          <Button
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
            Sign out
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
