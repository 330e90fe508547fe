import { expect, it } from 'vitest';
import { isMediaAddress, isMenuImage } from './media-addresses.ts';

const storage = '/storage/v1/object/public/menu-images/0b6f/latte.jpg';

it.each([
  'https://cdn.example.com/latte.jpg',
  'https://abcdefgh.supabase.co/storage/v1/object/public/menu-images/0b6f/latte.jpg',
  'https://cdn.example.com/a.jpg?w=640#top',
  `http://127.0.0.1:54321${storage}`,
  `http://localhost:61234${storage}`,
])('%s is an address pictures may come from', (address) => {
  expect(isMediaAddress(address)).toBe(true);
  expect(isMenuImage(address)).toBe(true);
});

it.each([
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'http://cdn.example.com/latte.jpg',
  `http://evil.example${storage}`,
  'https://',
  'https://cdn.example.com/a b.jpg',
  'HTTPS://cdn.example.com/latte.jpg',
  'vbscript:msgbox',
  'httpie',
])('%s is refused as an image, and is no text either', (value) => {
  expect(isMediaAddress(value)).toBe(false);
  expect(isMenuImage(value)).toBe(false);
});

it.each(['Lemon & mint', 'Note: served hot', 'ليمون ونعناع', 'Double shot'])(
  'the text %s may stand in for a menu picture, never as an address',
  (text) => {
    expect(isMenuImage(text)).toBe(true);
    expect(isMediaAddress(text)).toBe(false);
  },
);
