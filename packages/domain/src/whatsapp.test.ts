import { expect, it } from 'vitest';
import { whatsAppChatUrl, whatsAppShareUrl } from './whatsapp.ts';

it('a chat link takes the number digits and the text URL-encoded', () => {
  expect(whatsAppChatUrl('+970 59 295 0000')).toBe('https://wa.me/970592950000');
  expect(whatsAppChatUrl('+970592950000', 'About SZ-7K4Q & more')).toBe(
    'https://wa.me/970592950000?text=About%20SZ-7K4Q%20%26%20more',
  );
});

it('a share link leaves the chat to the person and keeps a link whole in its text', () => {
  expect(whatsAppShareUrl('حجزي: https://x.example/booking/manage/a_b-c?d')).toBe(
    `https://wa.me/?text=${encodeURIComponent('حجزي: https://x.example/booking/manage/a_b-c?d')}`,
  );
});
