import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Stack, Text, Title } from '@mantine/core';
import type { ManagedBirthdayPackage } from '@venue/data/birthday-packages/list-managed-birthday-packages';
import { isolate } from '@venue/domain/bidi';
import { formatIls } from '@venue/domain/format';
import { type LocaleCode, localeInfo } from '@venue/domain/locales';
import { listIn } from '@venue/domain/localized-list';
import { textIn } from '@venue/domain/localized-text';
import { localeOf } from '@venue/i18n/locales';
import { useState } from 'react';
import { MissingLanguages, ShownText } from '../../../components/localized-fields.tsx';
import { useDeleteWithConfirmation } from '../../../components/use-delete-with-confirmation.ts';
import { useBirthdayPackages, useDeleteBirthdayPackage } from '../api/use-birthday-packages.ts';
import { ContentCard } from '../components/content-card.tsx';
import { ContentList } from '../components/content-list.tsx';
import { ItemActions } from '../components/item-actions.tsx';
import { BirthdayPackageForm } from './birthday-package-form.tsx';

/**
 * The manager's "Manage Birthday Packages" tab: add, edit (values loaded), delete; each package
 * in the manager's language, marked when a language is still missing.
 */
export function BirthdayPackagesTab() {
  const packages = useBirthdayPackages();
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const titleOf = (pkg: ManagedBirthdayPackage) => textIn(pkg.title, locale)?.text ?? '';
  const [editing, setEditing] = useState<ManagedBirthdayPackage | null>(null);
  const { remove, isDeleting } = useDeleteWithConfirmation(useDeleteBirthdayPackage(), {
    variablesOf: (pkg: ManagedBirthdayPackage) => pkg.id,
    title: t`Delete birthday package`,
    message: (pkg) => {
      const title = isolate(titleOf(pkg));
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
                name={titleOf(pkg)}
                onEdit={() => setEditing(pkg)}
                onDelete={() => remove(pkg)}
                isDeleting={isDeleting(pkg)}
              />
            }
          >
            <ShownText text={pkg.title} locale={locale} fw={600} />
            <Text size="sm">
              <PackageFacts pkg={pkg} />
            </Text>
            <PackageItems pkg={pkg} locale={locale} />
            {/* The items are written in the title's languages (the database holds them so). */}
            <MissingLanguages texts={[pkg.title]} />
          </ContentCard>
        )}
      </ContentList>
    </Stack>
  );
}

/** A package's items in the manager's language, else in the one they are written in, marked. */
function PackageItems({ pkg, locale }: { pkg: ManagedBirthdayPackage; locale: LocaleCode }) {
  const shown = listIn(pkg.items, locale);
  if (!shown) return null;
  const marks = shown.isFallback ? { lang: shown.lang, dir: localeInfo[shown.lang].dir } : {};
  return (
    <List size="sm" {...marks}>
      {shown.items.map((item) => (
        <List.Item key={item} dir="auto">
          {item}
        </List.Item>
      ))}
    </List>
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
