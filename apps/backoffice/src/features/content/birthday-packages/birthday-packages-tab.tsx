import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Stack, Text, Title } from '@mantine/core';
import type { ManagedBirthdayPackage } from '@venue/data/birthday-packages/list-managed-birthday-packages';
import { isolate } from '@venue/domain/bidi';
import { formatIls } from '@venue/domain/format';
import { localeOf } from '@venue/i18n/locales';
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
  const { t } = useLingui();
  const [editing, setEditing] = useState<ManagedBirthdayPackage | null>(null);
  const { remove, isDeleting } = useDeleteWithConfirmation(useDeleteBirthdayPackage(), {
    variablesOf: (pkg: ManagedBirthdayPackage) => pkg.id,
    title: t`Delete birthday package`,
    message: (pkg) => {
      const title = isolate(pkg.title);
      return t`Delete the package "${title}"? Bookings made with it keep their details.`;
    },
    successMessage: t`Birthday package deleted successfully!`,
    onDeleted: (pkg) => {
      if (editing?.id === pkg.id) setEditing(null);
    },
  });

  return (
    <Stack gap="lg">
      <Title order={2}>
        <Trans>Manage Birthday Packages</Trans>
      </Title>
      <BirthdayPackageForm editing={editing} onDone={() => setEditing(null)} />
      <ContentList
        query={packages}
        label={t`Birthday packages`}
        loadingLabel={t`Loading birthday packages`}
        errorTitle={t`Birthday packages could not be loaded`}
        emptyText={t`No birthday packages yet.`}
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
              <PackageFacts pkg={pkg} />
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

/** A package's price per person, group size and duration: "70 ILS per person · 11-25 people · 90 minutes". */
function PackageFacts({ pkg }: { pkg: ManagedBirthdayPackage }) {
  const { t, i18n } = useLingui();
  const price = formatIls(pkg.price, localeOf(i18n));
  const { min_people: min, max_people: max, duration } = pkg;
  const people =
    min > 1
      ? t`${min}-${plural(max, { one: '# person', other: '# people' })}`
      : t`up to ${plural(max, { one: '# person', other: '# people' })}`;
  return t`${price} per person · ${people} · ${plural(duration, { one: '# minute', other: '# minutes' })}`;
}
