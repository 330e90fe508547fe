import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { DataError } from '@venue/data/errors';
import type { StaffMember } from '@venue/data/staff/list-staff';
import { formOutput } from '@venue/domain/forms/form-output';
import { setStaffPasswordFormSchema } from '@venue/domain/forms/staff-form';
import { limits } from '@venue/domain/limits';
import { useEffect } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useSetStaffPassword } from './api/use-staff.ts';

type Values = { password: string; confirmPassword: string };

const emptyValues: Values = { password: '', confirmPassword: '' };

export const setPasswordTexts = {
  title: 'Set password',
  intro: (name: string) =>
    `Set a new password for ${name}. They sign in with it from now on; their open sessions end.`,
  password: 'New password',
  confirmPassword: 'Confirm new password',
  passwordHint: `At least ${limits.staffPasswordMinLength} characters`,
  submit: 'Set password',
  cancel: 'Cancel',
  success: (name: string) => `Password updated successfully for ${name}!`,
};

/** The manager sets a new password for a staff member who forgot theirs. */
export function SetPasswordModal({
  user,
  onClose,
}: {
  user: StaffMember | null;
  onClose: () => void;
}) {
  const setPassword = useSetStaffPassword();
  const form = useForm<Values>({
    initialValues: emptyValues,
    validate: schemaResolver(setStaffPasswordFormSchema, { sync: true }),
  });
  const { setValues, clearErrors } = form;

  useEffect(() => {
    if (user) {
      setValues(emptyValues);
      clearErrors();
    }
  }, [user, setValues, clearErrors]);

  const submit = form.onSubmit((values) => {
    if (!user) return;
    const { password } = formOutput(setStaffPasswordFormSchema, values);
    setPassword.mutate(
      { id: user.id, password },
      {
        onSuccess: () => {
          notifySuccess(setPasswordTexts.success(user.name));
          onClose();
        },
        // The failure is toasted by the query client; one about the password shows beside it too.
        onError: (error) => {
          if (error instanceof DataError && error.field === 'password') {
            form.setFieldError('password', errorMessage(error));
          }
        },
      },
    );
  });

  return (
    <Modal opened={user !== null} onClose={onClose} title={setPasswordTexts.title} centered>
      <form onSubmit={submit} noValidate aria-label={setPasswordTexts.title}>
        <Stack gap="sm">
          <Text size="sm">{user ? setPasswordTexts.intro(user.name) : ''}</Text>
          <PasswordInput
            label={setPasswordTexts.password}
            description={setPasswordTexts.passwordHint}
            withAsterisk
            autoComplete="new-password"
            data-autofocus
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={setPasswordTexts.confirmPassword}
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <DialogActions>
            <Button variant="default" onClick={onClose}>
              {setPasswordTexts.cancel}
            </Button>
            <Button type="submit" loading={setPassword.isPending}>
              {setPasswordTexts.submit}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
