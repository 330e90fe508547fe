import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ManagedBirthdayPackage } from '@venue/data/birthday-packages/list-managed-birthday-packages';
import {
  birthdayPackageFormSchema,
  emptyBirthdayPackageForm,
} from '@venue/domain/forms/birthday-package-form';
import { formOutput } from '@venue/domain/forms/form-output';
import { localizedFormValue } from '@venue/domain/forms/localized-parts';
import { limits } from '@venue/domain/limits';
import type { LocaleCode } from '@venue/domain/locales';
import { textIn } from '@venue/domain/localized-text';
import { sessionMinutes } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { LocalizedFields } from '../../../components/localized-fields.tsx';
import { notifySuccess } from '../../../components/notify.ts';
import { translatedError } from '../../../lib/field-errors.ts';
import { useSaveBirthdayPackage } from '../api/use-birthday-packages.ts';
import {
  ContentForm,
  typedTextStyles,
  useEditingValues,
  useFieldProps,
} from '../components/content-form.tsx';
import { contentTexts } from '../content-texts.ts';

/**
 * The title and each language's items (one per line) are typed in every language's tab; price
 * and the group size as numeric text.
 */
type Values = ReturnType<typeof emptyBirthdayPackageForm>;

const emptyValues: Values = emptyBirthdayPackageForm();

function valuesOf(pkg: ManagedBirthdayPackage): Values {
  const lines = Object.fromEntries(
    Object.entries(pkg.items).map(([locale, items]) => [locale, items.join('\n')]),
  ) as Partial<Record<LocaleCode, string>>;
  return {
    title: localizedFormValue(pkg.title),
    items: localizedFormValue(lines),
    price: String(pkg.price),
    minPeople: String(pkg.min_people),
    maxPeople: String(pkg.max_people),
    duration: String(pkg.duration),
  };
}

/**
 * Adds a birthday package in English, Arabic or both (a tab per language: the title and its
 * items), or edits `editing` with its values loaded: Save writes back, Cancel leaves edit mode.
 */
export function BirthdayPackageForm({
  editing,
  onDone,
}: {
  editing: ManagedBirthdayPackage | null;
  onDone: () => void;
}) {
  const save = useSaveBirthdayPackage(editing?.id ?? null);
  const { t, i18n } = useLingui();
  const form = useForm<Values>({
    initialValues: emptyValues,
    validate: schemaResolver(birthdayPackageFormSchema, { sync: true }),
  });
  useEditingValues(form, editing, valuesOf, emptyValues);
  const fieldProps = useFieldProps(form);
  const title = editing ? textIn(editing.title, localeOf(i18n))?.text : undefined;
  // An item's own refusal ("items.en.2") shows under its language's list.
  const itemsProps = (locale: LocaleCode) => {
    const props = fieldProps(`items.${locale}`);
    const itemError = Object.entries(form.errors).find(([path]) =>
      path.startsWith(`items.${locale}.`),
    )?.[1];
    return props.error || !itemError
      ? props
      : { ...props, error: translatedError(i18n, itemError) };
  };

  const submit = form.onSubmit((values) => {
    const isEdit = editing !== null;
    save.mutate(formOutput(birthdayPackageFormSchema, values), {
      onSuccess: () => {
        notifySuccess(
          isEdit ? contentTexts.birthdayPackage.updated() : contentTexts.birthdayPackage.added(),
        );
        form.setValues(emptyValues);
        onDone();
      },
    });
  });

  return (
    <ContentForm
      heading={editing ? t`Edit package: ${title}` : t`Add birthday package`}
      title={
        editing ? (
          <Trans>
            Edit package: <bdi>{title}</bdi>
          </Trans>
        ) : undefined
      }
      editingId={editing?.id ?? null}
      isSaving={save.isPending}
      addLabel={t`Add Package`}
      onSubmit={submit}
      onCancel={onDone}
    >
      <LocalizedFields
        form={form}
        names={['title', 'items']}
        fields={(locale) => (
          <>
            <TextInput
              label={t`Title`}
              maxLength={limits.packageTitleMaxLength}
              styles={typedTextStyles}
              {...fieldProps(`title.${locale}`)}
            />
            <Textarea
              label={t`Items`}
              description={t`One item per line`}
              autosize
              minRows={3}
              styles={typedTextStyles}
              {...itemsProps(locale)}
            />
          </>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Price per person (ILS)`}
          inputMode="decimal"
          withAsterisk
          {...fieldProps('price')}
        />
        <TextInput
          label={t`Min people`}
          inputMode="numeric"
          placeholder="1"
          description={t`The smallest party the package is for; blank for 1`}
          {...fieldProps('minPeople')}
        />
        <TextInput
          label={t`Max people`}
          inputMode="numeric"
          withAsterisk
          description={t`Choosing the package sets the guests to this`}
          {...fieldProps('maxPeople')}
        />
        <TextInput
          label={t`Duration (minutes)`}
          inputMode="numeric"
          placeholder={String(sessionMinutes)}
          description={t`Leave blank for one session of ${plural(sessionMinutes, { one: '# minute', other: '# minutes' })}`}
          {...fieldProps('duration')}
        />
      </SimpleGrid>
    </ContentForm>
  );
}
