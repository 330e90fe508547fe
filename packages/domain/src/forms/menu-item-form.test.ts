import { expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { isImageUrl, menuCategoriesOf, menuItemFormSchema } from './menu-item-form.ts';

const latte = { name: 'Latte', image: 'https://cdn.example/latte.jpg' };

it('a menu item needs a name and an image, or the form asks for both', () => {
  expect(
    menuItemFormSchema.parse({ name: ' Latte ', image: 'https://cdn.example/latte.jpg' }),
  ).toEqual({ ...latte, price: null, description: null, category: 'food' });
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

it('a price is optional: blank is none, typed text becomes a number from 0 to 1000', () => {
  expect(menuItemFormSchema.parse({ ...latte, price: '' }).price).toBeNull();
  expect(menuItemFormSchema.parse({ ...latte, price: null }).price).toBeNull();
  expect(menuItemFormSchema.parse({ ...latte, price: ' 12.50 ' }).price).toBe(12.5);
  expect(menuItemFormSchema.parse({ ...latte, price: 0 }).price).toBe(0);
  expect(menuItemFormSchema.parse({ ...latte, price: 1000 }).price).toBe(1000);
});

it('a price below 0, above 1000, not a number or with more than 2 decimals is refused', () => {
  const range = { price: 'Price must be between 0 and 1000 ILS' };
  expect(fieldErrors(menuItemFormSchema, { ...latte, price: -1 })).toEqual(range);
  expect(fieldErrors(menuItemFormSchema, { ...latte, price: '1000.01' })).toEqual(range);
  expect(fieldErrors(menuItemFormSchema, { ...latte, price: 'twelve' })).toEqual(range);
  expect(fieldErrors(menuItemFormSchema, { ...latte, price: '12.345' })).toEqual({
    price: 'Price can have at most 2 decimals',
  });
});

it('a description is optional, trimmed, blank is none, and at most 200 characters', () => {
  expect(menuItemFormSchema.parse({ ...latte, description: '  ' }).description).toBeNull();
  expect(menuItemFormSchema.parse({ ...latte, description: ' Cold. ' }).description).toBe('Cold.');
  expect(fieldErrors(menuItemFormSchema, { ...latte, description: 'd'.repeat(200) })).toEqual({});
  expect(fieldErrors(menuItemFormSchema, { ...latte, description: 'd'.repeat(201) })).toEqual({
    description: 'Description must be at most 200 characters',
  });
  expect(fieldErrors(menuItemFormSchema, { ...latte, description: 'a\u202Eb' })).toEqual({
    description: 'Please remove hidden formatting characters',
  });
});

it("a category is a built-in key, or the manager's own name on one line up to 40 characters", () => {
  expect(menuItemFormSchema.parse({ ...latte, category: 'drinks' }).category).toBe('drinks');
  expect(menuItemFormSchema.parse({ ...latte, category: ' Sweets ' }).category).toBe('sweets');
  expect(menuItemFormSchema.parse({ ...latte, category: ' Sharing plates ' }).category).toBe(
    'Sharing plates',
  );
  expect(menuItemFormSchema.parse({ ...latte, category: 'مقبلات' }).category).toBe('مقبلات');
  expect(fieldErrors(menuItemFormSchema, { ...latte, category: ' ' })).toEqual({
    category: 'Please enter a category name',
  });
  expect(fieldErrors(menuItemFormSchema, { ...latte, category: 'c'.repeat(41) })).toEqual({
    category: 'Category must be at most 40 characters',
  });
  expect(fieldErrors(menuItemFormSchema, { ...latte, category: 'Hot\ndrinks' })).toEqual({
    category: 'Please remove hidden formatting characters',
  });
});

it("the menu's categories: built-in ones in their order, then the manager's own as they come", () => {
  const items = ['Snacks', 'sweets', 'drinks', 'Specials', 'Snacks', 'drinks'].map((category) => ({
    category,
  }));
  expect(menuCategoriesOf(items)).toEqual(['drinks', 'sweets', 'Snacks', 'Specials']);
  expect(menuCategoriesOf([])).toEqual([]);
});

it('an image value that is another kind of address than https is refused in words', () => {
  for (const image of [
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://x.example/a.png',
  ]) {
    expect(fieldErrors(menuItemFormSchema, { name: 'Latte', image })).toEqual({
      image: 'Please upload an image: only https:// image addresses are allowed',
    });
  }
});
