import { Trans } from '@lingui/react/macro';
import { Divider, Stack, Title } from '@mantine/core';
import type { AdminMenuItem } from '@venue/data/menu-items/search-menu-items';
import { useState } from 'react';
import { MenuItemForm } from './menu-item-form.tsx';
import { MenuList } from './menu-list.tsx';

/** The manager's "Manage Menu" tab: add or edit an item above, the menu below. */
export function MenuTab() {
  const [editing, setEditing] = useState<AdminMenuItem | null>(null);
  return (
    <Stack gap="lg">
      <Title order={2}>
        <Trans>Manage Menu</Trans>
      </Title>
      <MenuItemForm editing={editing} onDone={() => setEditing(null)} />
      <Divider />
      <MenuList editingId={editing?.id ?? null} onEdit={setEditing} />
    </Stack>
  );
}
