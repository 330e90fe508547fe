import { Trans, useLingui } from '@lingui/react/macro';
import { FileInput, Group, Image, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { AdminMenuItem } from '@venue/data/menu-items/search-menu-items';
import {
  fileTooLargeMessage,
  fitsSizeLimit,
  isImageFile,
  menuImageFileMessage,
  menuImageMaxBytes,
  sizeLimitLabel,
} from '@venue/domain/files';
import { isImageUrl, menuItemFormSchema } from '@venue/domain/forms/menu-item-form';
import { limits } from '@venue/domain/limits';
import { notifySuccess, notifyWarning } from '../../../components/notify.ts';
import { translatedError } from '../../../lib/field-errors.ts';
import { useSaveMenuItem } from '../api/use-menu-items.ts';
import {
  ContentForm,
  typedTextStyles,
  useEditingValues,
  useFieldProps,
} from '../components/content-form.tsx';
import { contentTexts } from '../content-texts.ts';

type Values = { name: string; file: File | null };

const emptyValues: Values = { name: '', file: null };

const valuesOf = (item: AdminMenuItem): Values => ({ name: item.name, file: null });

const checkMenuItem = schemaResolver(menuItemFormSchema, { sync: true });

/** Why a chosen file cannot be the image (not an image, or over the bucket's limit), or null. */
function fileProblem(file: File | null): string | null {
  if (!file) return null;
  if (!isImageFile(file)) return menuImageFileMessage;
  return fitsSizeLimit(file, menuImageMaxBytes) ? null : fileTooLargeMessage(menuImageMaxBytes);
}

/**
 * Adds a menu item (a name and an uploaded image, spec section 5's rules and messages), or edits
 * `editing`: its name loaded, its image kept unless another is chosen.
 */
export function MenuItemForm({
  editing,
  onDone,
}: {
  editing: AdminMenuItem | null;
  onDone: () => void;
}) {
  const save = useSaveMenuItem(editing);
  const { t, i18n } = useLingui();
  const form = useForm<Values>({
    initialValues: emptyValues,
    // The domain schema checks the name and that there is an image; the file itself is checked here.
    validate: (values) => {
      const errors = checkMenuItem({
        name: values.name,
        image: values.file ? values.file.name : (editing?.image ?? ''),
      });
      return { name: errors.name ?? null, file: errors.image ?? fileProblem(values.file) };
    },
  });
  useEditingValues(form, editing, valuesOf, emptyValues);
  const fieldProps = useFieldProps(form);
  const name = editing?.name;
  const limit = sizeLimitLabel(menuImageMaxBytes);

  const chooseFile = (file: File | null) => {
    form.setFieldValue('file', file);
    const problem = fileProblem(file);
    if (problem) form.setFieldError('file', problem);
  };

  const submit = form.onSubmit((values) => {
    const isEdit = editing !== null;
    save.mutate(
      { name: values.name.trim(), file: values.file },
      {
        onSuccess: ({ fileError }) => {
          notifySuccess(isEdit ? contentTexts.menuItem.updated() : contentTexts.menuItem.added());
          if (fileError) notifyWarning(t`The old image file could not be removed: ${fileError}`);
          form.setValues(emptyValues);
          onDone();
        },
      },
    );
  });

  return (
    <ContentForm
      heading={editing ? t`Edit menu item: ${name}` : t`Add menu item`}
      title={
        editing ? (
          <Trans>
            Edit menu item: <bdi>{name}</bdi>
          </Trans>
        ) : undefined
      }
      showHeading={false}
      editingId={editing?.id ?? null}
      isSaving={save.isPending}
      addLabel={t`Add Menu Item`}
      onSubmit={submit}
      onCancel={onDone}
    >
      <TextInput
        label={t`Item name`}
        withAsterisk
        maxLength={limits.menuItemNameMaxLength}
        styles={typedTextStyles}
        {...fieldProps('name')}
      />
      <FileInput
        label={editing ? t`New image` : t`Image`}
        placeholder={t`Choose an image`}
        description={
          editing ? (
            <Trans>
              Leave empty to keep the current image. Up to <bdi dir="ltr">{limit}</bdi>.
            </Trans>
          ) : (
            <Trans>
              Up to <bdi dir="ltr">{limit}</bdi>.
            </Trans>
          )
        }
        accept="image/*"
        withAsterisk={!editing}
        clearable
        value={form.values.file}
        onChange={chooseFile}
        error={translatedError(i18n, form.errors.file)}
      />
      {editing && (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            <Trans>Current image:</Trans>
          </Text>
          {isImageUrl(editing.image) ? (
            <Image src={editing.image} alt={editing.name} h={48} w={64} radius="sm" fit="cover" />
          ) : (
            <Text size="sm" dir="auto">
              {editing.image}
            </Text>
          )}
        </Group>
      )}
    </ContentForm>
  );
}
