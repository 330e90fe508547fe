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
import { blankLocalized, localizedFormValue } from '@venue/domain/forms/localized-parts';
import {
  builtInMenuCategories,
  defaultMenuCategory,
  isImageUrl,
  menuItemFormSchema,
  menuItemTextsSchema,
  ownMenuCategory,
} from '@venue/domain/forms/menu-item-form';
import { limits } from '@venue/domain/limits';
import type { LocaleCode } from '@venue/domain/locales';
import { textIn } from '@venue/domain/localized-text';
import { localeOf } from '@venue/i18n/locales';
import { menuCategoryNames } from '@venue/i18n/messages/menu';
import { LocalizedFields } from '../../../components/localized-fields.tsx';
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

type Texts = Record<LocaleCode, string>;

type Values = {
  name: Texts;
  file: File | null;
  price: string;
  description: Texts;
  /** A built-in category, or `ownMenuCategory`. */
  category: string;
  /** The own category's name in each language (when `category` is `ownMenuCategory`). */
  ownCategory: Texts;
};

const emptyValues: Values = {
  name: blankLocalized(),
  file: null,
  price: '',
  description: blankLocalized(),
  category: defaultMenuCategory,
  ownCategory: blankLocalized(),
};

const valuesOf = (item: AdminMenuItem): Values => ({
  name: localizedFormValue(item.name),
  file: null,
  price: item.price === null ? '' : String(item.price),
  description: localizedFormValue(item.description),
  category: item.category ?? ownMenuCategory,
  ownCategory: localizedFormValue(item.own_category),
});

/** The form's values as the domain schema reads them (the image checked by its name). */
const schemaInputOf = (values: Values, image: string) => ({
  name: values.name,
  image,
  price: values.price,
  description: values.description,
  category: values.category,
  ownCategory: values.ownCategory,
});

const checkMenuItem = schemaResolver(menuItemFormSchema, { sync: true });
const checkTexts = schemaResolver(menuItemTextsSchema, { sync: true });

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
    // The domain schemas check the texts, their languages and that there is an image; the file
    // itself is checked here.
    validate: (values) => {
      const input = schemaInputOf(values, imageOf(values));
      const { image, ...errors } = { ...checkTexts(input), ...checkMenuItem(input) };
      return { ...errors, file: image ?? fileProblem(values.file) };
    },
  });
  useEditingValues(form, editing, valuesOf, emptyValues);
  const fieldProps = useFieldProps(form);
  const name = editing ? textIn(editing.name, localeOf(i18n))?.text : undefined;
  const limit = sizeLimitLabel(menuImageMaxBytes);
  const isOwn = form.values.category === ownMenuCategory;

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
        ownCategory: checked.ownCategory,
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
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Price (ILS)`}
          inputMode="decimal"
          dir="ltr"
          description={t`Leave empty to show no price`}
          {...fieldProps('price')}
        />
        <NativeSelect
          label={t`Category`}
          data={[
            ...builtInMenuCategories.map((category) => ({
              value: category,
              label: i18n._(menuCategoryNames[category]),
            })),
            { value: ownMenuCategory, label: t`Own category` },
          ]}
          {...form.getInputProps('category')}
        />
      </SimpleGrid>
      <LocalizedFields
        form={form}
        names={isOwn ? ['name', 'description', 'ownCategory'] : ['name', 'description']}
        fields={(locale) => (
          <>
            <TextInput
              label={t`Item name`}
              maxLength={limits.menuItemNameMaxLength}
              styles={typedTextStyles}
              {...fieldProps(`name.${locale}`)}
            />
            {isOwn && (
              <TextInput
                label={t`Category name`}
                maxLength={limits.menuCategoryMaxLength}
                styles={typedTextStyles}
                {...fieldProps(`ownCategory.${locale}`)}
              />
            )}
            <Textarea
              label={t`Description`}
              description={t`Optional: one short line shown under the name and price`}
              autosize
              minRows={2}
              maxLength={limits.menuItemDescriptionMaxLength}
              styles={typedTextStyles}
              {...fieldProps(`description.${locale}`)}
            />
          </>
        )}
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
            <Image src={editing.image} alt={name} h={48} w={64} radius="sm" fit="cover" />
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
