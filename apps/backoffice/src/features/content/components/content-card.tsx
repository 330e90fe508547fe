import { Card, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** One row of a content list: its details on the left, its buttons on the right. */
export function ContentCard({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>{children}</Stack>
        {actions}
      </Group>
    </Card>
  );
}
