import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { addMenuItem } from '@venue/data/menu-items/add-menu-item';
import { deleteMenuItem } from '@venue/data/menu-items/delete-menu-item';
import { searchMenuItems } from '@venue/data/menu-items/search-menu-items';
import { removeMenuImage, uploadMenuImage } from '@venue/data/menu-items/upload-menu-image';
import type { MenuItemFormValues } from '@venue/domain/forms/menu-item-form';
import { errorMessage, prefixed } from '../../../lib/errors.ts';
import { supabase } from '../../../lib/supabase.ts';
import { contentKeys } from './keys.ts';

/** Menu items per load (spec section 9). */
export const menuPageSize = 12;

/** The image could not be uploaded (told apart from the item not being saved). */
export class MenuImageUploadError extends Error {}

/** The manager's menu list, newest first, 12 at a time, filtered by name. */
export function useMenuItems(search: string) {
  return useInfiniteQuery({
    queryKey: contentKeys.menuItems(search),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      searchMenuItems(supabase, { search, offset: pageParam, limit: menuPageSize }),
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < lastPage.total ? loaded : undefined;
    },
  });
}

/**
 * Uploads the image, then saves the item with the image's public URL; when the item cannot be
 * saved the uploaded file is removed again.
 */
export function useAddMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, file }: { name: string; file: File }) => {
      let uploaded: Awaited<ReturnType<typeof uploadMenuImage>>;
      try {
        uploaded = await uploadMenuImage(supabase, file);
      } catch (error) {
        throw new MenuImageUploadError(errorMessage(error));
      }
      const values: MenuItemFormValues = { name, image: uploaded.url };
      try {
        return await addMenuItem(supabase, values);
      } catch (error) {
        await removeMenuImage(supabase, uploaded.path).catch(() => undefined);
        throw error;
      }
    },
    meta: {
      errorToast: (reason, error) =>
        error instanceof MenuImageUploadError
          ? `Error uploading image: ${reason}`
          : `Error adding menu item: ${reason}`,
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.menuItemsAll }),
  });
}

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { id: string; image: string }) => deleteMenuItem(supabase, item),
    meta: { errorToast: prefixed('Error deleting menu item') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.menuItemsAll }),
  });
}
