import { Divider, Stack, Title } from '@mantine/core';
import { AddMenuItemForm } from './add-menu-item-form.tsx';
import { MenuList } from './menu-list.tsx';

/** The manager's "Manage Menu" tab. */
export function MenuTab() {
  return (
    <Stack gap="lg">
      <Title order={2}>Manage Menu</Title>
      <AddMenuItemForm />
      <Divider />
      <MenuList />
    </Stack>
  );
}
