import { t } from '@lingui/core/macro';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { addMenuItem } from '@venue/data/menu-items/add-menu-item';
import { deleteMenuItem } from '@venue/data/menu-items/delete-menu-item';
import { menuImagePathOf } from '@venue/data/menu-items/menu-image-storage';
import { type AdminMenuItem, searchMenuItems } from '@venue/data/menu-items/search-menu-items';
import { updateMenuItem } from '@venue/data/menu-items/update-menu-item';
import { removeMenuImage, uploadMenuImage } from '@venue/data/menu-items/upload-menu-image';
import type { MenuItemFormValues } from '@venue/domain/forms/menu-item-form';
import { errorMessage } from '../../../lib/errors.ts';
import { supabase } from '../../../lib/supabase.ts';
import { contentTexts, failureToast } from '../content-texts.ts';
import { contentKeys } from './keys.ts';
import { useMoveContentItem } from './use-move-content-item.ts';

/** Menu items per load (spec section 9). */
export const menuPageSize = 12;

/** The image could not be uploaded (told apart from the item not being saved). */
export class MenuImageUploadError extends Error {}

/**
 * The manager's menu list in the menu's order, 12 at a time, filtered by name. While a new search
 * loads, the list of the one before stays (no "Loading" at every pause in typing, and an item
 * being clicked does not vanish under the pointer).
 */
export function useMenuItems(search: string) {
  return useInfiniteQuery({
    queryKey: contentKeys.menuItems(search),
    placeholderData: keepPreviousData,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      searchMenuItems(supabase, { search, offset: pageParam, limit: menuPageSize }),
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < lastPage.total ? loaded : undefined;
    },
  });
}

/** What saving the menu form did: the item, and why a replaced image's file stayed (if it did). */
export type SavedMenuItem = { item: AdminMenuItem; fileError: string | null };

/**
 * Saves the menu form's checked values: uploads the chosen image (if any), then adds the item, or updates
 * `editing` (keeping its image when no new one was chosen). When the item cannot be saved the
 * uploaded file is removed again; when a new image replaced one of ours, the old file goes.
 */
export function useSaveMenuItem(editing: AdminMenuItem | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      file,
      ...fields
    }: Omit<MenuItemFormValues, 'image'> & { file: File | null }): Promise<SavedMenuItem> => {
      let uploaded: Awaited<ReturnType<typeof uploadMenuImage>> | null = null;
      if (file) {
        try {
          uploaded = await uploadMenuImage(supabase, file);
        } catch (error) {
          throw new MenuImageUploadError(errorMessage(error));
        }
      }
      const values: MenuItemFormValues = {
        ...fields,
        image: uploaded?.url ?? editing?.image ?? '',
      };
      let item: AdminMenuItem;
      try {
        item = editing
          ? await updateMenuItem(supabase, editing.id, values)
          : await addMenuItem(supabase, values);
      } catch (error) {
        if (uploaded) await removeMenuImage(supabase, uploaded.path).catch(() => undefined);
        throw error;
      }
      const replacedPath = uploaded && editing ? menuImagePathOf(supabase, editing.image) : null;
      if (!replacedPath) return { item, fileError: null };
      const fileError = await removeMenuImage(supabase, replacedPath).then(
        () => null,
        (error: unknown) => errorMessage(error),
      );
      return { item, fileError };
    },
    meta: {
      errorToast: (reason, error) =>
        failureToast(
          error instanceof MenuImageUploadError
            ? () => t`Error uploading image`
            : editing
              ? contentTexts.menuItem.updateError
              : contentTexts.menuItem.addError,
        )(reason),
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.menuItemsAll }),
  });
}

export function useMoveMenuItem() {
  return useMoveContentItem(
    'menu_items',
    contentKeys.menuItemsAll,
    contentTexts.menuItem.moveError,
  );
}

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { id: string; image: string }) => deleteMenuItem(supabase, item),
    meta: { errorToast: failureToast(() => t`Error deleting menu item`) },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.menuItemsAll }),
  });
}
