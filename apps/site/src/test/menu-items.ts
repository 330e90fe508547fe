import type { MenuItem } from '@venue/data/menu-items/list-menu-items';

/**
 * Four cafe items: a drink with a picture and both languages, a drink named in English only with
 * a text for its image and no price, a sweet, and an item in the manager's own category.
 */
export const espresso: MenuItem = {
  id: 'espresso',
  name: { en: 'Espresso', ar: 'إسبريسو' },
  image: 'https://cdn.example/espresso.jpg',
  price: 8,
  description: { en: 'A short, strong shot.', ar: 'جرعة قصيرة ومركّزة.' },
  category: 'drinks',
  own_category: null,
};
export const lemonade: MenuItem = {
  id: 'lemonade',
  name: { en: 'Fresh Lemonade' },
  image: 'Lemon & mint',
  price: null,
  description: null,
  category: 'drinks',
  own_category: null,
};
export const brownie: MenuItem = {
  id: 'brownie',
  name: { en: 'Brownie', ar: 'براونيز' },
  image: 'Chocolate',
  price: 15.5,
  description: null,
  category: 'sweets',
  own_category: null,
};
export const nachos: MenuItem = {
  id: 'nachos',
  name: { en: 'Nachos', ar: 'ناتشوز' },
  image: 'Cheese',
  price: 26,
  description: null,
  category: null,
  own_category: { en: 'Sharing plates' },
};
