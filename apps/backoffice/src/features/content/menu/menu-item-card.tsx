import { AspectRatio, Card, Center, Image, Text } from '@mantine/core';
import type { AdminMenuItem } from '@venue/data/menu-items/search-menu-items';
import { isImageUrl } from '@venue/domain/forms/menu-item-form';
import type { ReactNode } from 'react';

/** A menu item in the manager's grid: its image (or text), its name, then its buttons. */
export function MenuItemCard({ item, actions }: { item: AdminMenuItem; actions: ReactNode }) {
  return (
    <Card withBorder padding="sm" radius="md" component="li">
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          {isImageUrl(item.image) ? (
            <Image src={item.image} alt={item.name} loading="lazy" fit="cover" />
          ) : (
            <Center bg="var(--mantine-color-default-hover)" p="sm">
              <Text ta="center" c="dimmed" dir="auto">
                {item.image}
              </Text>
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Text fw={600} mt="sm" mb="sm" lineClamp={2} dir="auto">
        {item.name}
      </Text>
      {actions}
    </Card>
  );
}
