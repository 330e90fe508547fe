import { expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { isImageUrl, menuItemFormSchema } from './menu-item-form.ts';

it('a menu item needs a name and an image, or the form asks for both', () => {
  expect(
    menuItemFormSchema.parse({ name: ' Latte ', image: 'https://cdn.example/latte.jpg' }),
  ).toEqual({ name: 'Latte', image: 'https://cdn.example/latte.jpg' });
  expect(fieldErrors(menuItemFormSchema, { name: '', image: '' })).toEqual({
    name: 'Please fill all fields and upload an image',
    image: 'Please fill all fields and upload an image',
  });
});

it('a menu item name can have 100 characters, its image value 2048', () => {
  expect(
    fieldErrors(menuItemFormSchema, { name: 'a'.repeat(100), image: 'b'.repeat(2048) }),
  ).toEqual({});
  expect(
    fieldErrors(menuItemFormSchema, { name: 'a'.repeat(101), image: 'b'.repeat(2049) }),
  ).toEqual({
    name: 'Name must be at most 100 characters',
    image: 'Image address must be at most 2048 characters',
  });
});

it('an image value starting with http is shown as an image, anything else as text', () => {
  expect(isImageUrl('https://cdn.example/latte.jpg')).toBe(true);
  expect(isImageUrl('http://cdn.example/latte.jpg')).toBe(true);
  expect(isImageUrl('☕')).toBe(false);
});
