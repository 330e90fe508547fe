import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { staffRoleLabels } from '@venue/domain/staff-roles';

/** What each role may do (spec section 6), shown beside the add-user form. */
export function RoleInformation() {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="role-information">
      <Stack gap="sm">
        <Title order={2} size="h4" id="role-information">
          Role information
        </Title>
        <div>
          <Text fw={600}>{staffRoleLabels.reception}</Text>
          <List size="sm">
            <List.Item>Reviews bookings, contacts customers by WhatsApp</List.Item>
            <List.Item>Approves or rejects bookings (the customer gets an e-mail)</List.Item>
            <List.Item>Edits approved bookings and uses the calendar</List.Item>
            <List.Item>Changes their own password</List.Item>
          </List>
        </div>
        <div>
          <Text fw={600}>{staffRoleLabels.jana}</Text>
          <List size="sm">
            <List.Item>Everything reception staff can do</List.Item>
            <List.Item>Manages the menu, feedback, birthday packages, offers and FAQs</List.Item>
            <List.Item>Adds, edits and removes staff accounts</List.Item>
            <List.Item>Manages the zone photos and videos</List.Item>
          </List>
        </div>
      </Stack>
    </Paper>
  );
}
