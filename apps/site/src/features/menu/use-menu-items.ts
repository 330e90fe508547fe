import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMenuItems } from '@venue/data/menu-items/list-menu-items';
import { withPublicClient } from '../../lib/with-public-client.ts';

export const menuItemKeys = {
  all: ['menu-items'] as const,
};

/** The whole cafe menu. The route's loader starts it while the page's code downloads. */
export const menuItemsQuery = queryOptions({
  queryKey: menuItemKeys.all,
  queryFn: () => withPublicClient(listMenuItems),
});

/**
 * The same menu read once at build time: the prerendered page shows it (its first picture is
 * requested with the HTML), and the browser refreshes it on arrival.
 */
export const menuItemsAtBuild = { queryKey: menuItemKeys.all, load: listMenuItems };

export function useMenuItems() {
  return useQuery(menuItemsQuery);
}
