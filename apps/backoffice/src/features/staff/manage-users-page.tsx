import { Alert, Center, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StaffMember } from '@venue/data/staff/list-staff';
import { useEffect, useMemo, useState } from 'react';
import { confirmAction } from '../../components/confirm-action.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { useDeleteStaff, useSignedInUserId, useStaffList } from './api/use-staff.ts';
import { EditUserModal } from './edit-user-modal.tsx';
import { errorMessage } from './error-message.ts';
import { UserCard } from './user-card.tsx';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" aria-label={`${label}: ${value}`}>
        {value}
      </Text>
    </Paper>
  );
}

/** /admin/manage-users: stats and every staff account, with edit and delete. */
export function ManageUsersPage() {
  const staff = useStaffList();
  const signedIn = useSignedInUserId();
  const deleteStaff = useDeleteStaff();
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const ownId = signedIn.data ?? null;

  useEffect(() => {
    if (staff.error) notifyError(`Error fetching users: ${errorMessage(staff.error)}`);
  }, [staff.error]);

  const users = staff.data ?? [];
  const names = useMemo(() => new Map(users.map((user) => [user.id, user.name])), [users]);
  const managers = users.filter((user) => user.role === 'jana').length;

  const remove = async (user: StaffMember) => {
    const confirmed = await confirmAction({
      title: 'Delete user',
      message: `Delete the account of ${user.name} (${user.email})? They will no longer be able to sign in.`,
      confirmLabel: 'Delete',
      type: 'danger',
    });
    if (!confirmed) return;
    try {
      await deleteStaff.mutateAsync(user.id);
      notifySuccess('User deleted successfully!');
    } catch (error) {
      notifyError(`Error deleting user: ${errorMessage(error)}`);
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Manage Users</Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} maw={720}>
        <Stat label="Total users" value={users.length} />
        <Stat label="Managers" value={managers} />
        <Stat label="Reception staff" value={users.length - managers} />
      </SimpleGrid>
      {staff.isPending && (
        <Center>
          <Loader aria-label="Loading users" />
        </Center>
      )}
      {staff.isError && (
        <Alert color="red" title="Users could not be loaded">
          Error fetching users: {errorMessage(staff.error)}
        </Alert>
      )}
      {staff.isSuccess && (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Staff accounts"
        >
          {users.map((user) => (
            <UserCard
              key={user.id}
              user={user}
              createdByName={
                user.created_by ? (names.get(user.created_by) ?? 'A removed account') : '—'
              }
              isOwnAccount={user.id === ownId}
              isDeleting={deleteStaff.isPending && deleteStaff.variables === user.id}
              onEdit={() => setEditing(user)}
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
    </Stack>
  );
}
