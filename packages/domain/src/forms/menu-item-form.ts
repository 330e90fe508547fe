/**
 * Adding a cafe menu item (spec section 5). The image value is the uploaded image's URL, or text
 * shown in its place. The upload itself is checked with `isImageFile` from `files.ts`.
 */
import * as z from 'zod/mini';
import { limits } from '../limits.ts';
import { requiredText } from './fields.ts';

export const menuItemRequiredMessage = 'Please fill all fields and upload an image';

export const menuItemFormSchema = z.object({
  name: requiredText({
    required: menuItemRequiredMessage,
    maxLength: limits.menuItemNameMaxLength,
    tooLong: `Name must be at most ${limits.menuItemNameMaxLength} characters`,
  }),
  image: requiredText({
    required: menuItemRequiredMessage,
    maxLength: limits.imageMaxLength,
    tooLong: `Image address must be at most ${limits.imageMaxLength} characters`,
  }),
});

export type MenuItemFormInput = z.input<typeof menuItemFormSchema>;
export type MenuItemFormValues = z.output<typeof menuItemFormSchema>;

// Kept in its own module so pages that only show menu items do not download the form schemas.
export { isImageUrl } from '../menu-items.ts';
