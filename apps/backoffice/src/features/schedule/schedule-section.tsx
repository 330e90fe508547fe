import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of the schedule page: a titled panel with its action (an "Add" button) at the end. */
export function ScheduleSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'sm', xs: 'lg' }} component="section" aria-labelledby={id}>
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
