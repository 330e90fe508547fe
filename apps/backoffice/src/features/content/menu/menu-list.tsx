import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminMenuItem } from '@venue/data/menu-items/search-menu-items';
import { isolate } from '@venue/domain/bidi';
import { textIn } from '@venue/domain/localized-text';
import { localeOf } from '@venue/i18n/locales';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyWarning } from '../../../components/notify.ts';
import { QueryStates } from '../../../components/query-states.tsx';
import { useDeleteWithConfirmation } from '../../../components/use-delete-with-confirmation.ts';
import { useDeleteMenuItem, useMenuItems, useMoveMenuItem } from '../api/use-menu-items.ts';
import { ItemActions } from '../components/item-actions.tsx';
import { MenuItemCard } from './menu-item-card.tsx';

/** The spec's pause before the next 12 items show (section 9). */
export const loadMoreDelayMs = 300;

/**
 * The manager's menu in the site's order: search by name, 12 items per load, more when the end of
 * the list comes within 1.5 viewport heights or on "Load more"; edit, move up or down (the whole
 * menu, so not while searching), and delete after confirmation.
 */
export function MenuList({
  editingId,
  onEdit,
}: {
  editingId: string | null;
  onEdit: (item: AdminMenuItem | null) => void;
}) {
  const { t, i18n } = useLingui();
  const nameOf = (item: AdminMenuItem) => textIn(item.name, localeOf(i18n))?.text ?? '';
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const menu = useMenuItems(debouncedSearch);
  const [isWaiting, setIsWaiting] = useState(false);
  const sentinel = useRef<HTMLDivElement | null>(null);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = menu;
  const loadMore = useCallback(() => {
    if (!hasNextPage || isFetchingNextPage || isWaiting) return;
    setIsWaiting(true);
    window.setTimeout(() => {
      void fetchNextPage().finally(() => setIsWaiting(false));
    }, loadMoreDelayMs);
  }, [hasNextPage, isFetchingNextPage, isWaiting, fetchNextPage]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '0px 0px 150% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore]);

  const { remove, isDeleting } = useDeleteWithConfirmation(useDeleteMenuItem(), {
    variablesOf: (item: AdminMenuItem) => item,
    title: t`Delete menu item`,
    message: (item) => {
      const name = isolate(nameOf(item));
      return t`Delete "${name}" from the menu?`;
    },
    successMessage: t`Menu item deleted successfully!`,
    onDeleted: (item, result) => {
      if (item.id === editingId) onEdit(null);
      if (result.fileError) {
        const { fileError } = result;
        notifyWarning(t`The item's image file could not be removed: ${fileError}`);
      }
    },
  });

  const { move, isMoving } = useMoveMenuItem();
  const items = menu.data?.pages.flatMap((page) => page.items) ?? [];
  const total = menu.data?.pages[0]?.total ?? 0;
  const shown = items.length;
  // Positions are 1..n over the whole menu; a search shows part of it, so moves wait for no search.
  const canMove = debouncedSearch === '' && search.trim() === '';

  return (
    <Stack gap="md">
      <TextInput
        label={t`Search menu items`}
        placeholder={t`Search by name`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <QueryStates
        query={menu}
        isEmpty={items.length === 0}
        loadingLabel={t`Loading menu items`}
        errorTitle={t`The menu could not be loaded`}
        emptyText={
          debouncedSearch ? t`No menu items match "${debouncedSearch}".` : t`No menu items yet.`
        }
      />
      {items.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            <Trans>
              Showing {shown} of {total} menu items
            </Trans>
          </Text>
          {!canMove && (
            <Text size="sm" c="dimmed">
              <Trans>Clear the search to change the order.</Trans>
            </Text>
          )}
          <SimpleGrid
            component="ul"
            cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
            spacing="md"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t`Menu items`}
          >
            {items.map((item) => (
              <MenuItemCard
                key={item.id}
                item={item}
                actions={
                  <ItemActions
                    name={nameOf(item)}
                    onEdit={() => onEdit(item)}
                    onDelete={() => remove(item)}
                    isDeleting={isDeleting(item)}
                    move={
                      canMove
                        ? {
                            isFirst: item.position === 1,
                            isLast: item.position === total,
                            isMoving,
                            onMove: (direction) => move(item.id, direction),
                          }
                        : undefined
                    }
                  />
                }
              />
            ))}
          </SimpleGrid>
        </>
      )}
      <div ref={sentinel} aria-hidden="true" />
      {hasNextPage && (
        <Center>
          <Button variant="default" onClick={loadMore} loading={isWaiting || isFetchingNextPage}>
            <Trans>Load more</Trans>
          </Button>
        </Center>
      )}
    </Stack>
  );
}
