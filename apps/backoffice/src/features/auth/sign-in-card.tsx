import { useLingui } from '@lingui/react/macro';
import { Box, Group, Paper, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import { Auth } from '@supabase/auth-ui-react';
import { ThemeSupa } from '@supabase/auth-ui-shared';
import { venue } from '@venue/domain/venue';
import { useMemo } from 'react';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { switchLocale } from '../../lib/i18n.ts';
import { supabase } from '../../lib/supabase.ts';
import { withLoginFailedMessages } from './login-client.ts';

const appearance = {
  theme: ThemeSupa,
  // An e-mail address and a password are typed left to right, on an Arabic page too.
  style: { input: { direction: 'ltr' as const } },
  variables: {
    default: {
      colors: {
        brand: '#007f79',
        brandAccent: '#006e69',
        brandButtonText: '#ffffff',
        inputLabelText: 'var(--mantine-color-text)',
        inputText: 'var(--mantine-color-text)',
        messageTextDanger: 'var(--mantine-color-red-8)',
      },
      fonts: {
        bodyFontFamily: 'var(--mantine-font-family)',
        buttonFontFamily: 'var(--mantine-font-family)',
        inputFontFamily: 'var(--mantine-font-family)',
        labelFontFamily: 'var(--mantine-font-family)',
      },
      radii: {
        borderRadiusButton: 'var(--mantine-radius-md)',
        inputBorderRadius: 'var(--mantine-radius-md)',
      },
    },
  },
};

/** E-mail and password sign-in (no sign-up, no magic link), as staff see it at /admin. */
export function SignInForm() {
  const { t } = useLingui();
  const client = useMemo(() => withLoginFailedMessages(supabase), []);
  const localization = {
    variables: {
      sign_in: {
        email_label: t`Email`,
        password_label: t`Password`,
        email_input_placeholder: 'you@example.com',
        password_input_placeholder: t`Your password`,
        button_label: t`Login`,
        loading_button_label: t`Logging in...`,
      },
    },
  };
  const colorScheme = useComputedColorScheme('light');
  return (
    <Box aria-live="polite">
      <Auth
        supabaseClient={client}
        view="sign_in"
        providers={[]}
        onlyThirdPartyProviders={false}
        magicLink={false}
        showLinks={false}
        localization={localization}
        appearance={appearance}
        theme={colorScheme === 'dark' ? 'dark' : 'default'}
      />
    </Box>
  );
}

/** The sign-in page, in the language last used in this browser or the browser's own. */
export function SignInCard() {
  const { t } = useLingui();
  const venueName = venue.name;
  return (
    <Stack gap="lg" maw={420} mx="auto" py="xl" px="md" component="main">
      <Group justify="flex-end">
        <LanguageMenu
          onChange={(locale) => {
            switchLocale(locale).catch((error: unknown) => console.error(error));
          }}
        />
      </Group>
      <Title order={1} size="h2" ta="center">
        {t`${venueName} back-office`}
      </Title>
      <Paper withBorder p="lg" component="section" aria-labelledby="staff-sign-in">
        <Title order={2} size="h3" id="staff-sign-in">
          {t`Staff sign-in`}
        </Title>
        <Text c="dimmed" size="sm" mt={4} mb="md">
          {t`For reception staff and the manager.`}
        </Text>
        <SignInForm />
      </Paper>
    </Stack>
  );
}
