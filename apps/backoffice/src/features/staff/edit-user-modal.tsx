import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { StaffMember } from '@venue/data/staff/list-staff';
import { formOutput } from '@venue/domain/forms/form-output';
import { editStaffFormSchema, emailCannotChangeNote } from '@venue/domain/forms/staff-form';
import { limits } from '@venue/domain/limits';
import { useEffect } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { notifySuccess } from '../../components/notify.ts';
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
          notifySuccess('User updated successfully!');
          onClose();
        },
      },
    );
  });

  return (
    <Modal opened={user !== null} onClose={onClose} title="Edit user">
      <form onSubmit={submit} noValidate aria-label="Edit user">
        <Stack gap="sm">
          <TextInput
            label="Full name"
            dir="auto"
            withAsterisk
            maxLength={limits.staffNameMaxLength}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Email"
            value={user?.email ?? ''}
            readOnly
            description={emailCannotChangeNote}
          />
          <Select
            label="Role"
            data={roleOptions}
            allowDeselect={false}
            withAsterisk
            disabled={isOwnAccount}
            description={isOwnAccount ? 'You cannot change your own role' : undefined}
            {...form.getInputProps('role')}
          />
          <DialogActions>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={updateStaff.isPending}>
              Save
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
