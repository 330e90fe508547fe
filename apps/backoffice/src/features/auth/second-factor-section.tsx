import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm-action.ts';
import { notifySuccess } from '../../components/notify.ts';
import { useRemoveOwnSecondFactor, useSetSecondFactorRequired } from './api/use-second-factor.ts';
import { TotpEnrolment } from './totp-enrolment.tsx';

/**
 * Settings' "Two-step sign-in": a member turns their authenticator app on or off; the manager
 * also requires it of every staff member.
 */
export function SecondFactorSection({
  hasSecondFactor,
  secondFactorRequired,
  isManager,
}: {
  hasSecondFactor: boolean;
  /** Whether the venue requires a second factor of every member. */
  secondFactorRequired: boolean;
  isManager: boolean;
}) {
  const { t } = useLingui();
  const remove = useRemoveOwnSecondFactor();
  const require = useSetSecondFactorRequired();
  const [isEnrolling, setIsEnrolling] = useState(false);
  const isOn = hasSecondFactor;

  async function removeOwn() {
    const isConfirmed = await confirmAction({
      title: t`Turn off two-step sign-in?`,
      message: secondFactorRequired
        ? t`The venue requires two-step sign-in: you will set up an authenticator app again right away.`
        : t`You will sign in with your password only.`,
      confirmLabel: t`Turn off`,
      type: 'danger',
    });
    if (!isConfirmed) return;
    await remove.mutateAsync().then(
      () => notifySuccess(t`Two-step sign-in is off.`),
      () => undefined,
    );
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="second-factor-section-title">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id="second-factor-section-title">
          <Trans>Two-step sign-in</Trans>
        </Title>
        <Badge color={isOn ? 'teal' : 'gray'} variant="light">
          {isOn ? t`On` : t`Off`}
        </Badge>
      </Group>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {isOn
            ? t`You enter a code from your authenticator app each time you sign in.`
            : t`Add a code from an authenticator app on your phone to your password, so that a stolen password alone never opens customers' bookings.`}
        </Text>
        {isOn ? (
          <Group>
            <Button color="red" variant="light" onClick={removeOwn} loading={remove.isPending}>
              <Trans>Turn off two-step sign-in</Trans>
            </Button>
          </Group>
        ) : isEnrolling ? (
          <Stack gap="sm">
            <TotpEnrolment
              onDone={() => {
                setIsEnrolling(false);
                notifySuccess(t`Two-step sign-in is on.`);
              }}
            />
            <Group>
              <Button variant="subtle" color="gray" onClick={() => setIsEnrolling(false)}>
                <Trans>Cancel</Trans>
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group>
            <Button onClick={() => setIsEnrolling(true)}>
              <Trans>Set up two-step sign-in</Trans>
            </Button>
          </Group>
        )}
        {isManager ? (
          <Switch
            checked={secondFactorRequired}
            disabled={require.isPending}
            onChange={(event) => {
              const required = event.currentTarget.checked;
              require.mutateAsync(required).then(
                () =>
                  notifySuccess(
                    required
                      ? t`Every staff member now signs in with a code.`
                      : t`Two-step sign-in is now each member's choice.`,
                  ),
                () => undefined,
              );
            }}
            label={t`Require two-step sign-in for every staff member`}
            description={t`Members who have not set it up do so at their next sign-in, before any page opens.`}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
