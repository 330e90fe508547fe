import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { StaffMember } from '@venue/data/staff/list-staff';
import { formOutput } from '@venue/domain/forms/form-output';
import { editStaffFormSchema } from '@venue/domain/forms/staff-form';
import { limits } from '@venue/domain/limits';
import { useEffect } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { withErrorInLanguage } from '../../lib/field-errors.ts';
import { useUpdateStaff } from './api/use-staff.ts';
import { roleOptions } from './role-options.ts';

type Values = { name: string; role: string | null };

/** Edits a staff account's name and role; the e-mail shows read-only. */
export function EditUserModal({
  user,
  isOwnAccount,
  onClose,
}: {
  user: StaffMember | null;
  isOwnAccount: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const updateStaff = useUpdateStaff();
  const form = useForm<Values>({
    initialValues: { name: '', role: null },
    validate: schemaResolver(editStaffFormSchema, { sync: true }),
  });
  const { setValues, clearErrors } = form;

  useEffect(() => {
    if (user) {
      setValues({ name: user.name, role: user.role });
      clearErrors();
    }
  }, [user, setValues, clearErrors]);

  const submit = form.onSubmit((values) => {
    if (!user) return;
    updateStaff.mutate(
      { id: user.id, values: formOutput(editStaffFormSchema, values) },
      {
        onSuccess: () => {
          notifySuccess(t`User updated successfully!`);
          onClose();
        },
      },
    );
  });

  return (
    <Modal opened={user !== null} onClose={onClose} title={t`Edit user`}>
      <form onSubmit={submit} noValidate aria-label={t`Edit user`}>
        <Stack gap="sm">
          <TextInput
            label={t`Full name`}
            dir="auto"
            withAsterisk
            maxLength={limits.staffNameMaxLength}
            data-autofocus
            {...withErrorInLanguage(i18n, form.getInputProps('name'))}
          />
          <TextInput
            label={t`Email`}
            value={user?.email ?? ''}
            dir="ltr"
            readOnly
            description={t`Email cannot be changed`}
          />
          <Select
            label={t`Role`}
            data={roleOptions(i18n)}
            allowDeselect={false}
            withAsterisk
            disabled={isOwnAccount}
            description={isOwnAccount ? t`You cannot change your own role` : undefined}
            {...withErrorInLanguage(i18n, form.getInputProps('role'))}
          />
          <DialogActions>
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={updateStaff.isPending}>
              <Trans>Save</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
