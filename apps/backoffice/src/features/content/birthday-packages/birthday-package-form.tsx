import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ManagedBirthdayPackage } from '@venue/data/birthday-packages/list-managed-birthday-packages';
import { birthdayPackageFormSchema } from '@venue/domain/forms/birthday-package-form';
import { formOutput } from '@venue/domain/forms/form-output';
import { limits } from '@venue/domain/limits';
import { sessionMinutes } from '@venue/domain/venue';
import { notifySuccess } from '../../../components/notify.ts';
import { useSaveBirthdayPackage } from '../api/use-birthday-packages.ts';
import {
  ContentForm,
  typedTextStyles,
  useEditingValues,
  useFieldProps,
} from '../components/content-form.tsx';
import { contentTexts } from '../content-texts.ts';

/** Price and the group size are typed as numeric text; items one per line. */
type Values = {
  title: string;
  price: string;
  minPeople: string;
  maxPeople: string;
  duration: string;
  items: string;
};

const emptyValues: Values = {
  title: '',
  price: '',
  minPeople: '',
  maxPeople: '',
  duration: '',
  items: '',
};

function valuesOf(pkg: ManagedBirthdayPackage): Values {
  return {
    title: pkg.title,
    price: String(pkg.price),
    minPeople: String(pkg.min_people),
    maxPeople: String(pkg.max_people),
    duration: String(pkg.duration),
    items: pkg.items.join('\n'),
  };
}

/**
 * Adds a birthday package, or edits `editing` with its values loaded: Save writes back, Cancel
 * leaves edit mode.
 */
export function BirthdayPackageForm({
  editing,
  onDone,
}: {
  editing: ManagedBirthdayPackage | null;
  onDone: () => void;
}) {
  const save = useSaveBirthdayPackage(editing?.id ?? null);
  const { t } = useLingui();
  const form = useForm<Values>({
    initialValues: emptyValues,
    validate: schemaResolver(birthdayPackageFormSchema, { sync: true }),
  });
  useEditingValues(form, editing, valuesOf, emptyValues);
  const fieldProps = useFieldProps(form);
  const title = editing?.title;

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
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Title`}
          withAsterisk
          maxLength={limits.packageTitleMaxLength}
          styles={typedTextStyles}
          {...fieldProps('title')}
        />
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
      <Textarea
        label={t`Items`}
        description={t`One item per line`}
        autosize
        minRows={3}
        styles={typedTextStyles}
        {...fieldProps('items')}
      />
    </ContentForm>
  );
}
