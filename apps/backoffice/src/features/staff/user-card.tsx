import { Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { StaffMember } from '@venue/data/staff/list-staff';
import { formatDisplayDateTime } from '@venue/domain/format';
import { staffRoleLabels } from '@venue/domain/staff-roles';
import { venueTimeZone } from '@venue/domain/venue';

/** One staff account: avatar letter, name, e-mail, role, created, created by, last updated. */
export function UserCard({
  user,
  createdByName,
  isOwnAccount,
  isDeleting,
  onEdit,
  onSetPassword,
  onDelete,
}: {
  user: StaffMember;
  createdByName: string;
  isOwnAccount: boolean;
  isDeleting: boolean;
  onEdit: () => void;
  onSetPassword: () => void;
  onDelete: () => void;
}) {
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={user.name}>
      <Stack gap="sm">
        <Group wrap="nowrap">
          <Avatar color={user.role === 'jana' ? 'grape' : 'blue'} radius="xl" aria-hidden="true">
            {user.name.trim().charAt(0).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              <bdi>{user.name}</bdi>
              {isOwnAccount ? ' (you)' : ''}
            </Text>
            <Text size="sm" c="dimmed" truncate dir="auto">
              {user.email}
            </Text>
          </div>
        </Group>
        <Badge variant="light" color={user.role === 'jana' ? 'grape' : 'blue'}>
          {staffRoleLabels[user.role]}
        </Badge>
        <Stack gap={2}>
          <Text size="sm">Created: {formatDisplayDateTime(user.created_at, venueTimeZone)}</Text>
          <Text size="sm">
            Created by: <bdi>{createdByName}</bdi>
          </Text>
          <Text size="sm">
            Last updated: {formatDisplayDateTime(user.updated_at, venueTimeZone)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${user.name}`}>
            Edit
          </Button>
          {!isOwnAccount && (
            <Button
              size="xs"
              variant="light"
              color="gray"
              onClick={onSetPassword}
              aria-label={`Set password for ${user.name}`}
            >
              Set password
            </Button>
          )}
          {!isOwnAccount && (
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={onDelete}
              loading={isDeleting}
              aria-label={`Delete ${user.name}`}
            >
              Delete
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
