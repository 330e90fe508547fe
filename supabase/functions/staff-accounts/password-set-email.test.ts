import { ok as assert, deepStrictEqual as assertEquals } from 'node:assert/strict';
import { passwordSetEmail } from './password-set-email.ts';

const member = { email: 'rami@example.com', name: 'Rami <b>', locale: 'en' };

Deno.test('the notice goes to the member, names the manager and escapes typed names in HTML', () => {
  const email = passwordSetEmail(member, 'Jana');
  assertEquals(email.to, 'rami@example.com');
  assertEquals(email.subject, 'Your Strike Zone staff password was changed');
  assert(email.text.includes('Jana'));
  assert(email.html.includes('Rami &#60;b&#62;'));
  assert(!email.html.includes('<b>'));
  assert(email.html.includes('lang="en" dir="ltr"'));
});

Deno.test('a member who reads Arabic gets the notice in Arabic, right to left', () => {
  const email = passwordSetEmail({ ...member, locale: 'ar' }, 'جنى');
  assertEquals(email.subject, 'تم تغيير كلمة مرور حسابك لدى Strike Zone');
  assert(email.html.includes('lang="ar" dir="rtl"'));
  assert(email.text.includes('كلمة مرور جديدة'));
});

Deno.test('a language the product does not speak falls back to English', () => {
  assertEquals(
    passwordSetEmail({ ...member, locale: 'fr' }, 'Jana').subject,
    'Your Strike Zone staff password was changed',
  );
});
