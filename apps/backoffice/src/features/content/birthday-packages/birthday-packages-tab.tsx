import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  List,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ManagedBirthdayPackage } from '@venue/data/birthday-packages/list-managed-birthday-packages';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { useBirthdayPackages, useDeleteBirthdayPackage } from '../api/use-birthday-packages.ts';
import { errorMessage } from '../error-message.ts';
import { BirthdayPackageForm } from './birthday-package-form.tsx';

/** The manager's "Manage Birthday Packages" tab: add, edit (values loaded), delete. */
export function BirthdayPackagesTab() {
  const packages = useBirthdayPackages();
  const deletePackage = useDeleteBirthdayPackage();
  const [editing, setEditing] = useState<ManagedBirthdayPackage | null>(null);

  const remove = async (pkg: ManagedBirthdayPackage) => {
    const confirmed = await confirmAction({
      title: 'Delete birthday package',
      message: `Delete the package "${pkg.title}"? Bookings made with it keep their details.`,
      confirmLabel: 'Delete',
      type: 'danger',
    });
    if (!confirmed) return;
    try {
      await deletePackage.mutateAsync(pkg.id);
      if (editing?.id === pkg.id) setEditing(null);
      notifySuccess('Birthday package deleted successfully!');
    } catch (error) {
      notifyError(`Error deleting birthday package: ${errorMessage(error)}`);
    }
  };

  return (
    <Stack gap="lg">
      <Title order={2}>Manage Birthday Packages</Title>
      <BirthdayPackageForm editing={editing} onDone={() => setEditing(null)} />
      {packages.isPending && (
        <Center>
          <Loader aria-label="Loading birthday packages" />
        </Center>
      )}
      {packages.isError && (
        <Alert color="red" title="Birthday packages could not be loaded">
          {errorMessage(packages.error)}
        </Alert>
      )}
      {packages.isSuccess && packages.data.length === 0 && (
        <Text c="dimmed">No birthday packages yet.</Text>
      )}
      {packages.isSuccess && packages.data.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Birthday packages"
        >
          {packages.data.map((pkg) => (
            <Card key={pkg.id} component="li" withBorder padding="md" radius="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4}>
                  <Text fw={600}>{pkg.title}</Text>
                  <Text size="sm">
                    {pkg.price} ILS per person · up to {pkg.max_people} people · {pkg.duration}{' '}
                    minutes
                  </Text>
                  {pkg.items.length > 0 && (
                    <List size="sm">
                      {pkg.items.map((item) => (
                        <List.Item key={item}>{item}</List.Item>
                      ))}
                    </List>
                  )}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    variant="light"
                    size="xs"
                    onClick={() => setEditing(pkg)}
                    aria-label={`Edit ${pkg.title}`}
                  >
                    Edit
                  </Button>
                  <Button
                    color="red"
                    variant="light"
                    size="xs"
                    onClick={() => remove(pkg)}
                    loading={deletePackage.isPending && deletePackage.variables === pkg.id}
                    aria-label={`Delete ${pkg.title}`}
                  >
                    Delete
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
