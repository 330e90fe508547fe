import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { SignOutButton } from '../../components/sign-out-button.tsx';
import { failureText } from '../../lib/failure-messages.ts';
import { useStaffSession } from './staff-session-context.ts';

/** A signed-in account without a staff record gets this and nothing else. */
export function NoStaffScreen() {
  const { session, error, signOut } = useStaffSession();
  const { t, i18n } = useLingui();
  const account = session?.user.email ?? t`this account`;
  const reason = error ? failureText(i18n) : null;
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" maw={480} component="main">
        <Stack gap="md">
          <Title order={1} size="h2">
            <Trans>No staff access</Trans>
          </Title>
          <Text>
            <Trans>
              You are signed in as <bdi dir="ltr">{account}</bdi>, but it has no staff account for
              the back-office. Ask the manager to add you, or sign out and use your staff account.
            </Trans>
          </Text>
          {reason ? (
            <Text c="red" role="alert">
              <Trans>
                The staff record could not be read: <bdi dir="auto">{reason}</bdi>
              </Trans>
            </Text>
          ) : null}
          <SignOutButton signOut={signOut} />
        </Stack>
      </Paper>
    </Center>
  );
}
