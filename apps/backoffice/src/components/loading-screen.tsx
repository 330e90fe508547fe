import { Trans } from '@lingui/react/macro';
import { Center, Loader, Stack, Text } from '@mantine/core';

/** Full-screen "Loading" message, shown while a page's code or the first data is on its way. */
export function LoadingScreen() {
  return (
    <Center mih="100vh">
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text>
          <Trans>Loading</Trans>
        </Text>
      </Stack>
    </Center>
  );
}
