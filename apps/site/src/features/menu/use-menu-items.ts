import { useQuery } from '@tanstack/react-query';
import { listMenuItems } from '@venue/data/menu-items/list-menu-items';
import { supabase } from '../../lib/supabase.ts';

export const menuItemKeys = {
  all: ['menu-items'] as const,
};

/** The whole cafe menu. */
export function useMenuItems() {
  return useQuery({ queryKey: menuItemKeys.all, queryFn: () => listMenuItems(supabase) });
}
