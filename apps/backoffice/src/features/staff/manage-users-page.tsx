import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StaffMember } from '@venue/data/staff/list-staff';
import { isolate } from '@venue/domain/bidi';
import { formatCount } from '@venue/domain/format';
import { localeOf } from '@venue/i18n/locales';
import { useMemo, useState } from 'react';
import { confirmAction } from '../../components/confirm-action.ts';
import { notifySuccess } from '../../components/notify.ts';
import { LoadError } from '../../components/query-states.tsx';
import { useDeleteWithConfirmation } from '../../components/use-delete-with-confirmation.ts';
import {
  useDeleteStaff,
  useRemoveStaffSecondFactor,
  useSignedInUserId,
  useStaffList,
  useStaffSecondFactors,
} from './api/use-staff.ts';
import { EditUserModal } from './edit-user-modal.tsx';
import { SetPasswordModal } from './set-password-modal.tsx';
import { UserCard } from './user-card.tsx';

function Stat({ label, value }: { label: string; value: number }) {
  const { i18n } = useLingui();
  const count = formatCount(value, localeOf(i18n));
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" aria-label={`${label}: ${count}`}>
        {count}
      </Text>
    </Paper>
  );
}

/**
 * /admin/manage-users: stats and every staff account, with edit, set password, removal of a lost
 * authenticator app, and delete.
 */
export function ManageUsersPage() {
  const { t } = useLingui();
  const staff = useStaffList();
  const signedIn = useSignedInUserId();
  const { remove, isDeleting } = useDeleteWithConfirmation(useDeleteStaff(), {
    variablesOf: (user: StaffMember) => user.id,
    title: t`Delete user`,
    message: (user) => {
      const name = isolate(user.name);
      const email = isolate(user.email);
      return t`Delete the account of ${name} (${email})? They will no longer be able to sign in.`;
    },
    successMessage: t`User deleted successfully!`,
  });
  const secondFactors = useStaffSecondFactors();
  const removeSecondFactor = useRemoveStaffSecondFactor();
  async function removeFactorOf(user: StaffMember) {
    const name = isolate(user.name);
    const isConfirmed = await confirmAction({
      title: t`Remove two-step sign-in`,
      message: t`Remove the authenticator app of ${name}? They are signed out everywhere, and sign in with their password to set up a new one.`,
      confirmLabel: t`Remove`,
      type: 'danger',
    });
    if (!isConfirmed) return;
    await removeSecondFactor.mutateAsync(user.id).then(
      () => notifySuccess(t`Two-step sign-in removed for ${name}.`),
      () => undefined,
    );
  }
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [settingPassword, setSettingPassword] = useState<StaffMember | null>(null);
  const ownId = signedIn.data ?? null;

  const users = staff.data ?? [];
  const names = useMemo(() => new Map(users.map((user) => [user.id, user.name])), [users]);
  const managers = users.filter((user) => user.role === 'jana').length;

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Manage Users</Trans>
      </Title>
      {staff.isSuccess && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} maw={720}>
          <Stat label={t`Total users`} value={users.length} />
          <Stat label={t`Managers`} value={managers} />
          <Stat label={t`Reception staff`} value={users.length - managers} />
        </SimpleGrid>
      )}
      {staff.isPending && (
        <Center>
          <Loader aria-label={t`Loading users`} />
        </Center>
      )}
      {staff.isError && <LoadError query={staff} title={t`Users could not be loaded`} />}
      {staff.isSuccess && (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t`Staff accounts`}
        >
          {users.map((user) => (
            <UserCard
              key={user.id}
              user={user}
              createdByName={
                user.created_by ? (names.get(user.created_by) ?? t`A removed account`) : '—'
              }
              isOwnAccount={user.id === ownId}
              isDeleting={isDeleting(user)}
              hasSecondFactor={secondFactors.data?.get(user.id)}
              onEdit={() => setEditing(user)}
              onSetPassword={() => setSettingPassword(user)}
              onRemoveSecondFactor={() => removeFactorOf(user)}
              onDelete={() => remove(user)}
            />
          ))}
        </SimpleGrid>
      )}
      <EditUserModal
        user={editing}
        isOwnAccount={editing !== null && editing.id === ownId}
        onClose={() => setEditing(null)}
      />
      <SetPasswordModal user={settingPassword} onClose={() => setSettingPassword(null)} />
    </Stack>
  );
}
