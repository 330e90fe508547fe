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
import { errorMessage } from '../../lib/errors.ts';
import { useCreateStaff } from './api/use-staff.ts';
import { RoleInformation } from './role-information.tsx';
import { roleOptions } from './role-options.ts';

type Values = { name: string; email: string; password: string; role: string | null };

const fields = ['name', 'email', 'password', 'role'] as const;

/** /admin/add-user: the manager creates a staff account (the manager stays signed in). */
export function AddUserPage() {
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
        notifySuccess(`User ${isolate(created.name)} added successfully!`);
        navigate('/admin/manage-users');
      },
      onError: (error) => {
        const field = error instanceof DataError ? error.field : null;
        if (field && (fields as readonly string[]).includes(field)) {
          form.setFieldError(field, errorMessage(error));
        }
      },
    });
  });

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Add User</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="lg" radius="md">
            <form onSubmit={submit} noValidate aria-label="Add user">
              <Stack gap="sm">
                <TextInput
                  label="Full name"
                  autoComplete="off"
                  dir="auto"
                  withAsterisk
                  maxLength={limits.staffNameMaxLength}
                  {...form.getInputProps('name')}
                />
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="off"
                  withAsterisk
                  {...form.getInputProps('email')}
                />
                <PasswordInput
                  label="Password"
                  description={`At least ${limits.staffPasswordMinLength} characters`}
                  autoComplete="new-password"
                  withAsterisk
                  {...form.getInputProps('password')}
                />
                <Select
                  label="Role"
                  placeholder="Select a role"
                  data={roleOptions}
                  withAsterisk
                  allowDeselect={false}
                  {...form.getInputProps('role')}
                />
                <Group mt="sm">
                  <Button type="submit" loading={createStaff.isPending}>
                    Create User
                  </Button>
                  <Button variant="default" onClick={() => navigate('/admin/dashboard')}>
                    Cancel
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
