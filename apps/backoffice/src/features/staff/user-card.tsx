import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { StaffMember } from '@venue/data/staff/list-staff';
import { formatDisplayDateTime } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { roleLabels } from '../../components/role-labels.ts';

/** One staff account: avatar letter, name, e-mail, role, created, created by, last updated. */
export function UserCard({
  user,
  createdByName,
  isOwnAccount,
  isDeleting,
  hasSecondFactor,
  onEdit,
  onSetPassword,
  onRemoveSecondFactor,
  onDelete,
}: {
  user: StaffMember;
  createdByName: string;
  isOwnAccount: boolean;
  isDeleting: boolean;
  /** Whether the member set up two-step sign-in; undefined while it is being read. */
  hasSecondFactor: boolean | undefined;
  onEdit: () => void;
  onSetPassword: () => void;
  onRemoveSecondFactor: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const name = user.name;
  const created = formatDisplayDateTime(user.created_at, venueTimeZone, locale);
  const updated = formatDisplayDateTime(user.updated_at, venueTimeZone, locale);
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={name}>
      <Stack gap="sm">
        <Group wrap="nowrap">
          <Avatar color={user.role === 'jana' ? 'grape' : 'blue'} radius="xl" aria-hidden="true">
            {name.trim().charAt(0).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              <bdi>{name}</bdi>
              {isOwnAccount ? ` ${t`(you)`}` : ''}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              <bdi dir="ltr">{user.email}</bdi>
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          <Badge variant="light" color={user.role === 'jana' ? 'grape' : 'blue'}>
            {i18n._(roleLabels[user.role])}
          </Badge>
          {hasSecondFactor === undefined ? null : (
            <Badge variant="outline" color={hasSecondFactor ? 'teal' : 'gray'}>
              {hasSecondFactor ? t`Two-step sign-in on` : t`Two-step sign-in off`}
            </Badge>
          )}
        </Group>
        <Stack gap={2}>
          <Text size="sm">
            <Trans>Created: {created}</Trans>
          </Text>
          <Text size="sm">
            <Trans>
              Created by: <bdi>{createdByName}</bdi>
            </Trans>
          </Text>
          <Text size="sm">
            <Trans>Last updated: {updated}</Trans>
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={t`Edit ${name}`}>
            <Trans>Edit</Trans>
          </Button>
          {!isOwnAccount && (
            <Button
              size="xs"
              variant="light"
              color="gray"
              onClick={onSetPassword}
              aria-label={t`Set password for ${name}`}
            >
              <Trans>Set password</Trans>
            </Button>
          )}
          {!isOwnAccount && hasSecondFactor && (
            <Button
              size="xs"
              variant="light"
              color="orange"
              onClick={onRemoveSecondFactor}
              aria-label={t`Remove two-step sign-in of ${name}`}
            >
              <Trans>Remove two-step sign-in</Trans>
            </Button>
          )}
          {!isOwnAccount && (
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={onDelete}
              loading={isDeleting}
              aria-label={t`Delete ${name}`}
            >
              <Trans>Delete</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
