import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Box,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  Loader,
  Stack,
  Text,
} from '@mantine/core';
import type { TotpEnrolment as Enrolment } from '@venue/data/auth/second-factor';
import { useEffect, useRef, useState } from 'react';
import { useConfirmTotp, useStartTotpEnrolment } from './api/use-second-factor.ts';
import { CodeForm } from './code-form.tsx';
import { secondFactorRefusal } from './second-factor-messages.ts';

/** The key in groups of four, as authenticator apps show a key typed by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Setting up an authenticator app: a new factor's QR code and key, confirmed with the code the
 * app then shows. `onDone` runs once the factor is verified (the session is then aal2).
 */
export function TotpEnrolment({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const start = useStartTotpEnrolment();
  const confirm = useConfirmTotp();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const hasStarted = useRef(false);

  useEffect(() => {
    // One factor per visit of this step, even when React runs effects twice in development.
    if (hasStarted.current) return;
    hasStarted.current = true;
    start.mutateAsync().then(setEnrolment, () => undefined);
  }, [start]);

  if (start.isError) {
    return (
      <Alert color="red" role="alert">
        {secondFactorRefusal(i18n, start.error)}
      </Alert>
    );
  }
  if (!enrolment) {
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="sm" />
        <Text size="sm">
          <Trans>Preparing your QR code…</Trans>
        </Text>
      </Group>
    );
  }
  const key = grouped(enrolment.secret);
  return (
    <Stack gap="md">
      <List type="ordered" spacing="xs" size="sm">
        <List.Item>
          <Trans>
            Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
            1Password or another).
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>Scan this QR code with it, or type the key below.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Enter the 6-digit code the app then shows.</Trans>
        </List.Item>
      </List>
      <Box bg="white" p="xs" w={196} style={{ borderRadius: 8, alignSelf: 'center' }}>
        <Image src={enrolment.qrCode} alt={t`QR code for your authenticator app`} w={180} h={180} />
      </Box>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="totp-key-label">
          <Trans>Key</Trans>
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code
            dir="ltr"
            aria-labelledby="totp-key-label"
            style={{ fontSize: 'var(--mantine-font-size-sm)', wordBreak: 'break-all' }}
          >
            {key}
          </Code>
          <CopyButton value={enrolment.secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy} style={{ flexShrink: 0 }}>
                {copied ? t`Copied` : t`Copy key`}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
      <CodeForm
        submitLabel={t`Turn on two-step sign-in`}
        isSubmitting={confirm.isPending}
        onSubmit={(code) =>
          confirm.mutateAsync({ factorId: enrolment.factorId, code }).then(onDone)
        }
      />
    </Stack>
  );
}
