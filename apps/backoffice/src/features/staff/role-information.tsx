import { Trans, useLingui } from '@lingui/react/macro';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { roleLabels } from '../../components/role-labels.ts';

/** What each role may do (spec section 6), shown beside the add-user form. */
export function RoleInformation() {
  const { i18n } = useLingui();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="role-information">
      <Stack gap="sm">
        <Title order={2} size="h4" id="role-information">
          <Trans>Role information</Trans>
        </Title>
        <div>
          <Text fw={600}>{i18n._(roleLabels.reception)}</Text>
          <List size="sm">
            <List.Item>
              <Trans>Reviews bookings, contacts customers by WhatsApp</Trans>
            </List.Item>
            <List.Item>
              <Trans>Approves or rejects bookings (the customer gets an e-mail)</Trans>
            </List.Item>
            <List.Item>
              <Trans>Edits approved bookings and uses the calendar</Trans>
            </List.Item>
            <List.Item>
              <Trans>Changes their own password</Trans>
            </List.Item>
          </List>
        </div>
        <div>
          <Text fw={600}>{i18n._(roleLabels.jana)}</Text>
          <List size="sm">
            <List.Item>
              <Trans>Everything reception staff can do</Trans>
            </List.Item>
            <List.Item>
              <Trans>Manages the menu, feedback, birthday packages, offers and FAQs</Trans>
            </List.Item>
            <List.Item>
              <Trans>Adds, edits and removes staff accounts</Trans>
            </List.Item>
            <List.Item>
              <Trans>Manages the zone photos and videos</Trans>
            </List.Item>
          </List>
        </div>
      </Stack>
    </Paper>
  );
}
