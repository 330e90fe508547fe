import { Button, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { isImageFile, menuImageFileMessage } from '@venue/domain/files';
import { menuItemFormSchema } from '@venue/domain/forms/menu-item-form';
import { notifySuccess } from '../../../components/notify.ts';
import { useAddMenuItem } from '../api/use-menu-items.ts';

type Values = { name: string; file: File | null };

const checkMenuItem = schemaResolver(menuItemFormSchema, { sync: true });

/** Adds a menu item: a name and an uploaded image (spec section 5's rules and messages). */
export function AddMenuItemForm() {
  const addItem = useAddMenuItem();
  const form = useForm<Values>({
    initialValues: { name: '', file: null },
    // The domain schema checks the name and that an image is there; the file's type is checked here.
    validate: (values) => {
      const errors = checkMenuItem({
        name: values.name,
        image: values.file ? values.file.name : '',
      });
      const fileError =
        errors.image ?? (values.file && !isImageFile(values.file) ? menuImageFileMessage : null);
      return { name: errors.name ?? null, file: fileError };
    },
  });

  const chooseFile = (file: File | null) => {
    form.setFieldValue('file', file);
    if (file && !isImageFile(file)) form.setFieldError('file', menuImageFileMessage);
  };

  const submit = form.onSubmit((values) => {
    if (!values.file) return;
    addItem.mutate(
      { name: values.name.trim(), file: values.file },
      {
        onSuccess: () => {
          notifySuccess('Menu item added successfully!');
          form.reset();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add menu item">
      <Stack gap="sm">
        <TextInput label="Item name" withAsterisk maxLength={100} {...form.getInputProps('name')} />
        <FileInput
          label="Image"
          placeholder="Choose an image"
          accept="image/*"
          withAsterisk
          clearable
          value={form.values.file}
          onChange={chooseFile}
          error={form.errors.file}
        />
        <Group>
          <Button type="submit" loading={addItem.isPending}>
            Add Menu Item
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
