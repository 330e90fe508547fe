import { Paper, Stack, Title } from '@mantine/core';
import { ChangePasswordError, changePasswordMessages } from '@venue/data/auth/change-password';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { useChangePassword } from './api/use-change-password.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/** /admin/settings: change one's own password. */
export function SettingsPage() {
  const change = useChangePassword();
  return (
    <Stack gap="md">
      <Title order={1}>Settings</Title>
      <Paper withBorder p="lg" component="section" aria-labelledby="change-password-title">
        <Title order={2} size="h3" mb="md" id="change-password-title">
          Change Password
        </Title>
        <ChangePasswordForm
          isSubmitting={change.isPending}
          onSubmit={async (passwords) => {
            try {
              await change.mutateAsync(passwords);
              notifySuccess(changePasswordMessages.success);
              return true;
            } catch (error) {
              notifyError(
                error instanceof ChangePasswordError
                  ? error.message
                  : changePasswordMessages.fallback,
              );
              return false;
            }
          }}
        />
      </Paper>
    </Stack>
  );
}
