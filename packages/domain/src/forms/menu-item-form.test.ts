import { expect, it } from 'vitest';
import { englishErrors } from './english-errors.test-support.ts';
import { isImageUrl, menuCategoriesOf, menuItemFormSchema } from './menu-item-form.ts';

const image = 'https://cdn.example/latte.jpg';
const latte = { name: { en: 'Latte', ar: '' }, image };

it('a menu item needs a name in one language and an image, or the form asks for both', () => {
  expect(menuItemFormSchema.parse({ name: { en: ' Latte ' }, image })).toEqual({
    name: { en: 'Latte' },
    image,
    price: null,
    description: null,
    category: 'food',
    ownCategory: null,
  });
  expect(menuItemFormSchema.parse({ name: { ar: ' لاتيه ' }, image }).name).toEqual({
    ar: 'لاتيه',
  });
  expect(menuItemFormSchema.parse({ name: { en: 'Latte', ar: 'لاتيه' }, image }).name).toEqual({
    en: 'Latte',
    ar: 'لاتيه',
  });
  expect(englishErrors(menuItemFormSchema, { name: { en: ' ', ar: '' }, image: '' })).toEqual({
    'name.en': 'Please fill all fields and upload an image',
    image: 'Please fill all fields and upload an image',
  });
});

it('a menu item name can have 100 characters in each language, its image value 2048', () => {
  const name = { en: 'a'.repeat(100), ar: 'ب'.repeat(100) };
  expect(englishErrors(menuItemFormSchema, { name, image: 'b'.repeat(2048) })).toEqual({});
  expect(
    englishErrors(menuItemFormSchema, {
      name: { en: 'a'.repeat(101), ar: 'ب'.repeat(101) },
      image: 'b'.repeat(2049),
    }),
  ).toEqual({
    'name.en': 'Name must be at most 100 characters',
    'name.ar': 'Name must be at most 100 characters',
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
  expect(menuItemFormSchema.parse({ ...latte, price: '١٢٫٥' }).price).toBe(12.5);
  expect(menuItemFormSchema.parse({ ...latte, price: 0 }).price).toBe(0);
  expect(menuItemFormSchema.parse({ ...latte, price: 1000 }).price).toBe(1000);
});

it('a price below 0, above 1000, not a number or with more than 2 decimals is refused', () => {
  const range = { price: 'Price must be between 0 and 1000 ILS' };
  expect(englishErrors(menuItemFormSchema, { ...latte, price: -1 })).toEqual(range);
  expect(englishErrors(menuItemFormSchema, { ...latte, price: '1000.01' })).toEqual(range);
  expect(englishErrors(menuItemFormSchema, { ...latte, price: 'twelve' })).toEqual(range);
  expect(englishErrors(menuItemFormSchema, { ...latte, price: '12.345' })).toEqual({
    price: 'Price can have at most 2 decimals',
  });
});

it('a description is optional in each language, trimmed, blank is none, at most 200 characters', () => {
  expect(
    menuItemFormSchema.parse({ ...latte, description: { en: '  ', ar: '' } }).description,
  ).toBeNull();
  expect(
    menuItemFormSchema.parse({ ...latte, description: { en: ' Cold. ' } }).description,
  ).toEqual({ en: 'Cold.' });
  const both = { name: { en: 'Latte', ar: 'لاتيه' }, image };
  expect(
    menuItemFormSchema.parse({ ...both, description: { en: 'Cold.', ar: ' بارد. ' } }).description,
  ).toEqual({ en: 'Cold.', ar: 'بارد.' });
  expect(
    englishErrors(menuItemFormSchema, { ...latte, description: { en: 'd'.repeat(200) } }),
  ).toEqual({});
  expect(
    englishErrors(menuItemFormSchema, { ...latte, description: { en: 'd'.repeat(201) } }),
  ).toEqual({ 'description.en': 'Description must be at most 200 characters' });
  expect(englishErrors(menuItemFormSchema, { ...latte, description: { en: 'a\u202Eb' } })).toEqual({
    'description.en': 'Please remove hidden formatting characters',
  });
});

it('a description in a language the item has no name in asks for the name there', () => {
  expect(
    englishErrors(menuItemFormSchema, { ...latte, description: { en: 'Cold.', ar: 'بارد.' } }),
  ).toEqual({ 'name.ar': 'Please fill all fields and upload an image' });
});

it("a category is a built-in key, or the manager's own name on one line in the name's languages", () => {
  const own = (ownCategory: Record<string, string>, name: Record<string, string> = latte.name) =>
    menuItemFormSchema.parse({ name, image, category: 'own', ownCategory });
  expect(menuItemFormSchema.parse({ ...latte, category: 'drinks' })).toMatchObject({
    category: 'drinks',
    ownCategory: null,
  });
  // The own name is kept only when "own" is chosen.
  expect(
    menuItemFormSchema.parse({ ...latte, category: 'sweets', ownCategory: { en: 'Specials' } }),
  ).toMatchObject({ category: 'sweets', ownCategory: null });
  expect(own({ en: ' Sharing plates ' })).toMatchObject({
    category: null,
    ownCategory: { en: 'Sharing plates' },
  });
  expect(
    own({ en: 'Sharing plates', ar: 'أطباق للمشاركة' }, { en: 'Nachos', ar: 'ناتشوز' }),
  ).toMatchObject({ category: null, ownCategory: { en: 'Sharing plates', ar: 'أطباق للمشاركة' } });
  // An own name that spells a built-in one is that one.
  expect(own({ en: ' Sweets ' })).toMatchObject({ category: 'sweets', ownCategory: null });
  const typed = (ownCategory: Record<string, string>, name: Record<string, string> = latte.name) =>
    englishErrors(menuItemFormSchema, { name, image, category: 'own', ownCategory });
  expect(typed({ en: ' ' })).toEqual({ 'ownCategory.en': 'Please enter a category name' });
  expect(typed({ en: 'Snacks' }, { en: 'Nachos', ar: 'ناتشوز' })).toEqual({
    'ownCategory.ar': 'Please enter a category name',
  });
  expect(typed({ en: 'Snacks', ar: 'مقبلات' })).toEqual({
    'name.ar': 'Please fill all fields and upload an image',
  });
  expect(typed({ en: 'c'.repeat(41) })).toEqual({
    'ownCategory.en': 'Category must be at most 40 characters',
  });
  expect(typed({ en: 'Hot\ndrinks' })).toEqual({
    'ownCategory.en': 'Please remove hidden formatting characters',
  });
  expect(englishErrors(menuItemFormSchema, { ...latte, category: 'Snacks' })).toEqual({
    category: 'Please enter a category name',
  });
});

it("the menu's categories: built-in ones in their order, then the manager's own as they come", () => {
  const own = (en: string, ar?: string) => ({
    category: null,
    own_category: ar ? { en, ar } : { en },
  });
  const builtIn = (category: string) => ({ category, own_category: null });
  const items = [
    own('Snacks', 'مقبلات'),
    builtIn('sweets'),
    builtIn('drinks'),
    own('Specials'),
    own('Snacks'),
    builtIn('drinks'),
  ];
  expect(menuCategoriesOf(items)).toEqual([
    { key: 'drinks', builtIn: 'drinks', own: null },
    { key: 'sweets', builtIn: 'sweets', own: null },
    { key: 'own:Snacks', builtIn: null, own: { en: 'Snacks', ar: 'مقبلات' } },
    { key: 'own:Specials', builtIn: null, own: { en: 'Specials' } },
  ]);
  expect(menuCategoriesOf([{ category: null, own_category: { ar: 'مقبلات' } }])).toEqual([
    { key: 'own:مقبلات', builtIn: null, own: { ar: 'مقبلات' } },
  ]);
  expect(menuCategoriesOf([])).toEqual([]);
});

it('an image value that is another kind of address than https is refused in words', () => {
  for (const image of [
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://x.example/a.png',
  ]) {
    expect(englishErrors(menuItemFormSchema, { name: { en: 'Latte' }, image })).toEqual({
      image: 'Please upload an image: only https:// image addresses are allowed',
    });
  }
});
