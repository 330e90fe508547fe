import { Card, Stack, Text, Title } from '@mantine/core';

export function SignInPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Venue back-office</Title>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="staff-sign-in">
        <Title order={2} size="h3" id="staff-sign-in">
          Staff sign-in
        </Title>
        <Text c="dimmed" mt="xs">
          For reception staff and the manager.
        </Text>
      </Card>
    </Stack>
  );
}
