import { Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type ChangePasswordFormInput,
  changePasswordFormSchema,
} from '@venue/domain/forms/staff-form';

export type ChangePasswordFormProps = {
  isSubmitting: boolean;
  /** Resolves true when the password was changed (the form then clears). */
  onSubmit: (passwords: { currentPassword: string; newPassword: string }) => Promise<boolean>;
};

/** Current password, new password and its confirmation, checked with the domain's rules. */
export function ChangePasswordForm({ isSubmitting, onSubmit }: ChangePasswordFormProps) {
  const form = useForm<ChangePasswordFormInput>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(changePasswordFormSchema, { sync: true }),
    validateInputOnBlur: false,
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        const isChanged = await onSubmit({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        });
        if (isChanged) form.reset();
      })}
    >
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          description="At least 8 characters."
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={isSubmitting} w="fit-content">
          Update Password
        </Button>
      </Stack>
    </form>
  );
}
