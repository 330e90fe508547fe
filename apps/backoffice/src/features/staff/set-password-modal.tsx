import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { DataError } from '@venue/data/errors';
import type { StaffMember } from '@venue/data/staff/list-staff';
import { isolate } from '@venue/domain/bidi';
import { formOutput } from '@venue/domain/forms/form-output';
import { setStaffPasswordFormSchema } from '@venue/domain/forms/staff-form';
import { limits } from '@venue/domain/limits';
import { directionOf, localeOf } from '@venue/i18n/locales';
import { useEffect } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { errorText } from '../../lib/domain-messages.ts';
import { withErrorInLanguage } from '../../lib/field-errors.ts';
import { useSetStaffPassword } from './api/use-staff.ts';

type Values = { password: string; confirmPassword: string };

const emptyValues: Values = { password: '', confirmPassword: '' };

const minLength = limits.staffPasswordMinLength;

/** The manager sets a new password for a staff member who forgot theirs. */
export function SetPasswordModal({
  user,
  onClose,
}: {
  user: StaffMember | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const setPassword = useSetStaffPassword();
  const form = useForm<Values>({
    initialValues: emptyValues,
    validate: schemaResolver(setStaffPasswordFormSchema, { sync: true }),
  });
  const { setValues, clearErrors } = form;
  const userName = user?.name ?? '';

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
          // Isolated in a right-to-left language only, so the English toast stays the spec's.
          const name = directionOf(localeOf(i18n)) === 'rtl' ? isolate(user.name) : user.name;
          notifySuccess(t`Password updated successfully for ${name}!`);
          onClose();
        },
        // The failure is toasted by the query client; one about the password shows beside it too.
        onError: (error) => {
          if (error instanceof DataError && error.field === 'password') {
            form.setFieldError('password', errorText(i18n, error));
          }
        },
      },
    );
  });

  return (
    <Modal opened={user !== null} onClose={onClose} title={t`Set password`} centered>
      <form onSubmit={submit} noValidate aria-label={t`Set password`}>
        <Stack gap="sm">
          <Text size="sm">
            {user ? (
              <Trans>
                Set a new password for <bdi>{userName}</bdi>. They sign in with it from now on;
                their open sessions end.
              </Trans>
            ) : null}
          </Text>
          <PasswordInput
            label={t`New password`}
            description={t`At least ${plural(minLength, { one: '# character', other: '# characters' })}, and not a common password.`}
            withAsterisk
            autoComplete="new-password"
            data-autofocus
            {...withErrorInLanguage(i18n, form.getInputProps('password'))}
          />
          <PasswordInput
            label={t`Confirm new password`}
            withAsterisk
            autoComplete="new-password"
            {...withErrorInLanguage(i18n, form.getInputProps('confirmPassword'))}
          />
          <DialogActions>
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={setPassword.isPending}>
              <Trans>Set password</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
