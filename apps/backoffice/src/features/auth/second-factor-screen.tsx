import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Locale } from '@venue/i18n/locales';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { SignOutButton } from '../../components/sign-out-button.tsx';
import { useEnterSignInCode } from './api/use-second-factor.ts';
import { CodeForm } from './code-form.tsx';
import { TotpEnrolment } from './totp-enrolment.tsx';

/**
 * After the password, before any page: the code of the member's authenticator app, or, when the
 * venue requires one they have not set up, the set-up. The database gives the session nothing
 * until then; Sign out leaves.
 */
export function SecondFactorScreen({
  step,
  name,
  signOut,
  changeLocale,
}: {
  /** `code`: the member's app's code is due; `enrolment`: the venue requires an app they lack. */
  step: 'code' | 'enrolment';
  name: string;
  signOut: () => Promise<void>;
  changeLocale: (locale: Locale) => Promise<void>;
}) {
  const { t } = useLingui();
  const enter = useEnterSignInCode();
  const isEnrolment = step === 'enrolment';
  return (
    <Center mih="100vh" p="md">
      <Stack gap="md" w="100%" maw={480} component="main">
        <Group justify="flex-end">
          <LanguageMenu
            onChange={(locale) => {
              changeLocale(locale).catch((error: unknown) => console.error(error));
            }}
          />
        </Group>
        <Paper withBorder p="lg" component="section" aria-labelledby="second-factor-title">
          <Stack gap="md">
            <Title order={1} size="h2" id="second-factor-title">
              {isEnrolment ? t`Set up two-step sign-in` : t`Two-step sign-in`}
            </Title>
            {isEnrolment ? (
              <Text size="sm">
                <Trans>
                  Hello <bdi>{name}</bdi>. The venue asks every staff member for a code from an
                  authenticator app when signing in, so that a password alone never opens customers'
                  bookings. Set yours up once; it takes a minute.
                </Trans>
              </Text>
            ) : (
              <Text size="sm">
                <Trans>
                  Hello <bdi>{name}</bdi>. Enter the 6-digit code your authenticator app shows for
                  the back-office.
                </Trans>
              </Text>
            )}
            {isEnrolment ? (
              <TotpEnrolment onDone={() => undefined} />
            ) : (
              <CodeForm
                submitLabel={t`Verify`}
                isSubmitting={enter.isPending}
                onSubmit={(code) => enter.mutateAsync(code)}
              />
            )}
            <Text size="xs" c="dimmed">
              <Trans>Lost your phone? Ask the manager to remove your two-step sign-in.</Trans>
            </Text>
            <SignOutButton signOut={signOut} variant="subtle" color="gray" />
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
