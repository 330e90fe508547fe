import { Trans, useLingui } from '@lingui/react/macro';
import { AspectRatio, Badge, Box, Card, Center, Group, Image, Text } from '@mantine/core';
import type { AdminMenuItem } from '@venue/data/menu-items/search-menu-items';
import { formatIls } from '@venue/domain/format';
import { isImageUrl } from '@venue/domain/forms/menu-item-form';
import { shownTextProps, textIn } from '@venue/domain/localized-text';
import { menuCategoryOf } from '@venue/domain/menu-items';
import { localeOf } from '@venue/i18n/locales';
import { menuCategoryText } from '@venue/i18n/messages/menu';
import type { ReactNode } from 'react';
import { MissingLanguages } from '../../../components/localized-fields.tsx';

/**
 * A menu item in the manager's grid: its image (or text), its name, its category and price (or
 * that it shows none), its description (texts in the manager's language, else marked in the
 * other's), the languages it still needs, then its buttons.
 */
export function MenuItemCard({ item, actions }: { item: AdminMenuItem; actions: ReactNode }) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n);
  const name = textIn(item.name, locale);
  const category = menuCategoryText(i18n, menuCategoryOf(item));
  const description = item.description ? textIn(item.description, locale) : null;
  return (
    <Card withBorder padding="sm" radius="md" component="li">
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          {isImageUrl(item.image) ? (
            <Image src={item.image} alt={name?.text ?? ''} loading="lazy" fit="cover" />
          ) : (
            <Center bg="var(--mantine-color-default-hover)" p="sm">
              <Text ta="center" c="dimmed" dir="auto">
                {item.image}
              </Text>
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Text fw={600} mt="sm" lineClamp={2} {...shownTextProps(name)}>
        {name?.text}
      </Text>
      <Group gap="xs" mt={4} justify="space-between" wrap="nowrap">
        <Badge variant="light" tt="none" style={{ minWidth: 0 }}>
          <span {...shownTextProps(category)}>{category.text}</span>
        </Badge>
        {item.price === null ? (
          <Text size="sm" c="dimmed">
            <Trans>No price</Trans>
          </Text>
        ) : (
          <Text size="sm" fw={600}>
            <bdi dir="ltr">{formatIls(item.price, localeOf(i18n))}</bdi>
          </Text>
        )}
      </Group>
      {description && (
        <Text size="sm" c="dimmed" mt={4} lineClamp={2} {...shownTextProps(description)}>
          {description.text}
        </Text>
      )}
      <Box mt={4}>
        <MissingLanguages
          texts={[item.name, item.description ?? {}, item.own_category ?? {}].filter(
            (text) => Object.keys(text).length > 0,
          )}
        />
      </Box>
      <Box mt="auto" pt="sm">
        {actions}
      </Box>
    </Card>
  );
}
