import { Trans, useLingui } from '@lingui/react/macro';
import {
  FileInput,
  Group,
  Image,
  NativeSelect,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
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
import {
  builtInMenuCategories,
  defaultMenuCategory,
  isBuiltInMenuCategory,
  isImageUrl,
  menuItemFormSchema,
} from '@venue/domain/forms/menu-item-form';
import { limits } from '@venue/domain/limits';
import { menuCategoryNames } from '@venue/i18n/messages/menu';
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

/** What the schema reads as the image while a chosen file waits for its upload. */
const chosenFile = 'file';

/** The category select's choice for "the manager's own", typed in the field below it. */
const ownCategory = 'own';

type Values = {
  name: string;
  file: File | null;
  price: string;
  description: string;
  /** A built-in category, or `ownCategory`. */
  category: string;
  ownCategoryName: string;
};

const emptyValues: Values = {
  name: '',
  file: null,
  price: '',
  description: '',
  category: defaultMenuCategory,
  ownCategoryName: '',
};

const valuesOf = (item: AdminMenuItem): Values => {
  const isBuiltIn = isBuiltInMenuCategory(item.category);
  return {
    name: item.name,
    file: null,
    price: item.price === null ? '' : String(item.price),
    description: item.description ?? '',
    category: isBuiltIn ? item.category : ownCategory,
    ownCategoryName: isBuiltIn ? '' : item.category,
  };
};

/** The form's values as the domain schema reads them (the image checked by its name). */
const schemaInputOf = (values: Values, image: string) => ({
  name: values.name,
  image,
  price: values.price,
  description: values.description,
  category: values.category === ownCategory ? values.ownCategoryName : values.category,
});

const checkMenuItem = schemaResolver(menuItemFormSchema, { sync: true });

/** Why a chosen file cannot be the image (not an image, or over the bucket's limit), or null. */
function fileProblem(file: File | null): string | null {
  if (!file) return null;
  if (!isImageFile(file)) return menuImageFileMessage;
  return fitsSizeLimit(file, menuImageMaxBytes) ? null : fileTooLargeMessage(menuImageMaxBytes);
}

/**
 * Adds a menu item (a name and an uploaded image, spec section 5's rules and messages, with an
 * optional price and description and a category: built-in or the manager's own), or edits
 * `editing`: its values loaded, its image kept unless another is chosen.
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
  // The image as the schema checks it: a chosen file stands for its upload's address (the file
  // itself is checked by `fileProblem`), else the item's current image, which must still be one.
  const imageOf = (values: Values) => (values.file ? chosenFile : (editing?.image ?? ''));
  const form = useForm<Values>({
    initialValues: emptyValues,
    // The domain schema checks the name and that there is an image; the file itself is checked here.
    validate: (values) => {
      const errors = checkMenuItem(schemaInputOf(values, imageOf(values)));
      return {
        name: errors.name ?? null,
        file: errors.image ?? fileProblem(values.file),
        price: errors.price ?? null,
        description: errors.description ?? null,
        ownCategoryName: errors.category ?? null,
      };
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
    const checked = menuItemFormSchema.parse(schemaInputOf(values, imageOf(values)));
    save.mutate(
      {
        name: checked.name,
        file: values.file,
        price: checked.price,
        description: checked.description,
        category: checked.category,
      },
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
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Price (ILS)`}
          inputMode="decimal"
          dir="ltr"
          description={t`Leave empty to show no price`}
          {...fieldProps('price')}
        />
        <Group gap="sm" align="flex-start" grow>
          <NativeSelect
            label={t`Category`}
            data={[
              ...builtInMenuCategories.map((category) => ({
                value: category,
                label: i18n._(menuCategoryNames[category]),
              })),
              { value: ownCategory, label: t`Own category` },
            ]}
            {...form.getInputProps('category')}
          />
          {form.values.category === ownCategory && (
            <TextInput
              label={t`Category name`}
              withAsterisk
              maxLength={limits.menuCategoryMaxLength}
              styles={typedTextStyles}
              {...fieldProps('ownCategoryName')}
            />
          )}
        </Group>
      </SimpleGrid>
      <Textarea
        label={t`Description`}
        description={t`Optional: one short line shown under the name and price`}
        autosize
        minRows={2}
        maxLength={limits.menuItemDescriptionMaxLength}
        styles={typedTextStyles}
        {...fieldProps('description')}
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
