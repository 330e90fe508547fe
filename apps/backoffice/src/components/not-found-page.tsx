import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack gap="md">
      <Title order={1}>Oops! Page Not Found</Title>
      <Text>The page you are looking for does not exist or has moved.</Text>
      <Anchor component={Link} to="/admin">
        Back to sign-in
      </Anchor>
    </Stack>
  );
}
