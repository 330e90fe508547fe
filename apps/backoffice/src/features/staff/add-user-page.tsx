import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Grid,
  Group,
  Paper,
  PasswordInput,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { DataError } from '@venue/data/errors';
import { isolate } from '@venue/domain/bidi';
import { formOutput } from '@venue/domain/forms/form-output';
import { addStaffFormSchema } from '@venue/domain/forms/staff-form';
import { limits } from '@venue/domain/limits';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../components/notify.ts';
import { errorText } from '../../lib/domain-messages.ts';
import { withErrorInLanguage } from '../../lib/field-errors.ts';
import { useCreateStaff } from './api/use-staff.ts';
import { RoleInformation } from './role-information.tsx';
import { roleOptions } from './role-options.ts';

type Values = { name: string; email: string; password: string; role: string | null };

const fields = ['name', 'email', 'password', 'role'] as const;

const minLength = limits.staffPasswordMinLength;

/** /admin/add-user: the manager creates a staff account (the manager stays signed in). */
export function AddUserPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const createStaff = useCreateStaff();
  const form = useForm<Values>({
    initialValues: { name: '', email: '', password: '', role: null },
    validate: schemaResolver(addStaffFormSchema, { sync: true }),
    // Editing a field clears its error (spec section 5).
    clearInputErrorOnChange: true,
  });

  // The failure is toasted by the query client; one that names a field is also shown beside it.
  const submit = form.onSubmit((values) => {
    createStaff.mutate(formOutput(addStaffFormSchema, values), {
      onSuccess: (created) => {
        const name = isolate(created.name);
        notifySuccess(t`User ${name} added successfully!`);
        navigate('/admin/manage-users');
      },
      onError: (error) => {
        const field = error instanceof DataError ? error.field : null;
        if (field && (fields as readonly string[]).includes(field)) {
          form.setFieldError(field, errorText(i18n, error));
        }
      },
    });
  });

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>
        <Trans>Add User</Trans>
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="lg" radius="md">
            <form onSubmit={submit} noValidate aria-label={t`Add user`}>
              <Stack gap="sm">
                <TextInput
                  label={t`Full name`}
                  autoComplete="off"
                  dir="auto"
                  withAsterisk
                  maxLength={limits.staffNameMaxLength}
                  {...withErrorInLanguage(i18n, form.getInputProps('name'))}
                />
                <TextInput
                  label={t`Email`}
                  type="email"
                  dir="ltr"
                  autoComplete="off"
                  withAsterisk
                  {...withErrorInLanguage(i18n, form.getInputProps('email'))}
                />
                <PasswordInput
                  label={t`Password`}
                  description={t`At least ${plural(minLength, { one: '# character', other: '# characters' })}, and not a common password.`}
                  autoComplete="new-password"
                  withAsterisk
                  {...withErrorInLanguage(i18n, form.getInputProps('password'))}
                />
                <Select
                  label={t`Role`}
                  placeholder={t`Select a role`}
                  data={roleOptions(i18n)}
                  withAsterisk
                  allowDeselect={false}
                  {...withErrorInLanguage(i18n, form.getInputProps('role'))}
                />
                <Group mt="sm">
                  <Button type="submit" loading={createStaff.isPending}>
                    <Trans>Create User</Trans>
                  </Button>
                  <Button variant="default" onClick={() => navigate('/admin/dashboard')}>
                    <Trans>Cancel</Trans>
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <RoleInformation />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
