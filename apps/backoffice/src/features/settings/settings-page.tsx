import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { notifySuccess } from '../../components/notify.ts';
import { useChangePassword } from './api/use-change-password.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/** /admin/settings: change one's own password, then the sections of the signed-in role (children). */
export function SettingsPage({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const change = useChangePassword();
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Settings</Trans>
      </Title>
      <Paper withBorder p="lg" component="section" aria-labelledby="change-password-title">
        <Title order={2} size="h3" mb="md" id="change-password-title">
          <Trans>Change Password</Trans>
        </Title>
        <ChangePasswordForm
          isSubmitting={change.isPending}
          onSubmit={(passwords) =>
            // A failure is toasted by the query client; the form keeps what was typed.
            change.mutateAsync(passwords).then(
              () => {
                notifySuccess(t`Password updated successfully!`);
                return true;
              },
              () => false,
            )
          }
        />
      </Paper>
      {children}
    </Stack>
  );
}
