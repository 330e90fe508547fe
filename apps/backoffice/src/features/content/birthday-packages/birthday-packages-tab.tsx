import { List, Stack, Text, Title } from '@mantine/core';
import type { ManagedBirthdayPackage } from '@venue/data/birthday-packages/list-managed-birthday-packages';
import { isolate } from '@venue/domain/bidi';
import { useState } from 'react';
import { useDeleteWithConfirmation } from '../../../components/use-delete-with-confirmation.ts';
import { useBirthdayPackages, useDeleteBirthdayPackage } from '../api/use-birthday-packages.ts';
import { ContentCard } from '../components/content-card.tsx';
import { ContentList } from '../components/content-list.tsx';
import { ItemActions } from '../components/item-actions.tsx';
import { BirthdayPackageForm } from './birthday-package-form.tsx';

/** The manager's "Manage Birthday Packages" tab: add, edit (values loaded), delete. */
export function BirthdayPackagesTab() {
  const packages = useBirthdayPackages();
  const [editing, setEditing] = useState<ManagedBirthdayPackage | null>(null);
  const { remove, isDeleting } = useDeleteWithConfirmation(useDeleteBirthdayPackage(), {
    variablesOf: (pkg: ManagedBirthdayPackage) => pkg.id,
    title: 'Delete birthday package',
    message: (pkg) =>
      `Delete the package "${isolate(pkg.title)}"? Bookings made with it keep their details.`,
    successMessage: 'Birthday package deleted successfully!',
    onDeleted: (pkg) => {
      if (editing?.id === pkg.id) setEditing(null);
    },
  });

  return (
    <Stack gap="lg">
      <Title order={2}>Manage Birthday Packages</Title>
      <BirthdayPackageForm editing={editing} onDone={() => setEditing(null)} />
      <ContentList
        query={packages}
        label="Birthday packages"
        loadingLabel="Loading birthday packages"
        errorTitle="Birthday packages could not be loaded"
        emptyText="No birthday packages yet."
      >
        {(pkg) => (
          <ContentCard
            actions={
              <ItemActions
                name={pkg.title}
                onEdit={() => setEditing(pkg)}
                onDelete={() => remove(pkg)}
                isDeleting={isDeleting(pkg)}
              />
            }
          >
            <Text fw={600} dir="auto">
              {pkg.title}
            </Text>
            <Text size="sm">
              {pkg.price} ILS per person ·{' '}
              {pkg.min_people > 1
                ? `${pkg.min_people}-${pkg.max_people} people`
                : `up to ${pkg.max_people} people`}{' '}
              · {pkg.duration} minutes
            </Text>
            {pkg.items.length > 0 && (
              <List size="sm">
                {pkg.items.map((item) => (
                  <List.Item key={item} dir="auto">
                    {item}
                  </List.Item>
                ))}
              </List>
            )}
          </ContentCard>
        )}
      </ContentList>
    </Stack>
  );
}
