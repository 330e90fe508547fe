import { Trans } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack gap="md" p="xl">
      <Title order={1}>
        <Trans>Oops! Page Not Found</Trans>
      </Title>
      <Text>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </Text>
      <Anchor component={Link} to="/admin">
        <Trans>Back to sign-in</Trans>
      </Anchor>
    </Stack>
  );
}
