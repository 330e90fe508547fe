import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type ChangePasswordFormInput,
  changePasswordFormSchema,
} from '@venue/domain/forms/staff-form';
import { limits } from '@venue/domain/limits';
import { withErrorInLanguage } from '../../lib/field-errors.ts';

export type ChangePasswordFormProps = {
  isSubmitting: boolean;
  /** Resolves true when the password was changed (the form then clears). */
  onSubmit: (passwords: { currentPassword: string; newPassword: string }) => Promise<boolean>;
};

const minLength = limits.staffPasswordMinLength;

/** Current password, new password and its confirmation, checked with the domain's rules. */
export function ChangePasswordForm({ isSubmitting, onSubmit }: ChangePasswordFormProps) {
  const { t, i18n } = useLingui();
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
          label={t`Current password`}
          autoComplete="current-password"
          required
          {...withErrorInLanguage(i18n, form.getInputProps('currentPassword'))}
        />
        <PasswordInput
          label={t`New password`}
          description={t`At least ${plural(minLength, { one: '# character', other: '# characters' })}, and not a common password.`}
          autoComplete="new-password"
          required
          {...withErrorInLanguage(i18n, form.getInputProps('newPassword'))}
        />
        <PasswordInput
          label={t`Confirm new password`}
          autoComplete="new-password"
          required
          {...withErrorInLanguage(i18n, form.getInputProps('confirmPassword'))}
        />
        <Button type="submit" loading={isSubmitting} w="fit-content">
          <Trans>Update Password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
