import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ManagedBirthdayPackage } from '@venue/data/birthday-packages/list-managed-birthday-packages';
import { birthdayPackageFormSchema } from '@venue/domain/forms/birthday-package-form';
import { formOutput } from '@venue/domain/forms/form-output';
import { limits } from '@venue/domain/limits';
import { notifySuccess } from '../../../components/notify.ts';
import { useSaveBirthdayPackage } from '../api/use-birthday-packages.ts';
import { ContentForm, useEditingValues } from '../components/content-form.tsx';
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
  const form = useForm<Values>({
    initialValues: emptyValues,
    validate: schemaResolver(birthdayPackageFormSchema, { sync: true }),
  });
  useEditingValues(form, editing, valuesOf, emptyValues);

  const submit = form.onSubmit((values) => {
    const isEdit = editing !== null;
    save.mutate(formOutput(birthdayPackageFormSchema, values), {
      onSuccess: () => {
        notifySuccess(
          isEdit ? contentTexts.birthdayPackage.updated : contentTexts.birthdayPackage.added,
        );
        form.setValues(emptyValues);
        onDone();
      },
    });
  });

  return (
    <ContentForm
      heading={editing ? `Edit package: ${editing.title}` : 'Add birthday package'}
      editingId={editing?.id ?? null}
      isSaving={save.isPending}
      addLabel="Add Package"
      onSubmit={submit}
      onCancel={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Title"
          withAsterisk
          maxLength={limits.packageTitleMaxLength}
          {...form.getInputProps('title')}
        />
        <TextInput
          label="Price per person (ILS)"
          inputMode="decimal"
          withAsterisk
          {...form.getInputProps('price')}
        />
        <TextInput
          label="Min people"
          inputMode="numeric"
          placeholder="1"
          description="The smallest party the package is for; blank for 1"
          {...form.getInputProps('minPeople')}
        />
        <TextInput
          label="Max people"
          inputMode="numeric"
          withAsterisk
          description="Choosing the package sets the guests to this"
          {...form.getInputProps('maxPeople')}
        />
        <TextInput
          label="Duration (minutes)"
          inputMode="numeric"
          placeholder="45"
          description="Leave blank for one 45-minute session"
          {...form.getInputProps('duration')}
        />
      </SimpleGrid>
      <Textarea
        label="Items"
        description="One item per line"
        autosize
        minRows={3}
        {...form.getInputProps('items')}
      />
    </ContentForm>
  );
}
