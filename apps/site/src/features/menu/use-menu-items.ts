import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMenuItems } from '@venue/data/menu-items/list-menu-items';
import { withSupabase } from '../../lib/with-supabase.ts';

export const menuItemKeys = {
  all: ['menu-items'] as const,
};

/** The whole cafe menu. The route's loader starts it while the page's code downloads. */
export const menuItemsQuery = queryOptions({
  queryKey: menuItemKeys.all,
  queryFn: () => withSupabase(listMenuItems),
});

export function useMenuItems() {
  return useQuery(menuItemsQuery);
}
