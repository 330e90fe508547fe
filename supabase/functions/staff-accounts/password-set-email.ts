// The e-mail telling a staff member that the manager set a new password for them, in the
// member's own language (`staff.locale`); a locale without its words does not type-check.
import type { LocaleCode } from '../../../packages/domain/src/locales.ts';
import { localeInfo } from '../../../packages/domain/src/locales.ts';
import { venue } from '../../../packages/domain/src/venue.ts';
import { escapeHtml } from '../send-booking-email/templates.ts';

export type PasswordSetEmail = { to: string; subject: string; html: string; text: string };

type Words = {
  subject: string;
  greeting: (name: string) => string;
  body: (manager: string) => string;
  signInWith: string;
  notYou: string;
};

/** Typed names are isolated so that a name in the other script keeps the sentence's order. */
const isolate = (name: string) => `\u2068${name}\u2069`;

const words: Record<LocaleCode, Words> = {
  en: {
    subject: `Your ${venue.name} staff password was changed`,
    greeting: (name) => `Hello ${isolate(name)},`,
    body: (manager) =>
      `${isolate(manager)}, the manager, set a new password for your staff account. Your other sessions have been signed out.`,
    signInWith: 'Sign in with the new password the manager gives you, then change it in Settings.',
    notYou: 'If you did not ask for this, tell the manager at once.',
  },
  ar: {
    subject: `تم تغيير كلمة مرور حسابك لدى ${venue.name}`,
    greeting: (name) => `مرحبًا ${isolate(name)}،`,
    body: (manager) =>
      `عيّنت المديرة ${isolate(manager)} كلمة مرور جديدة لحسابك، وتم تسجيل خروجك من جلساتك الأخرى.`,
    signInWith: 'سجّل الدخول بكلمة المرور الجديدة التي تعطيك إياها المديرة، ثم غيّرها من الإعدادات.',
    notYou: 'إن لم تطلب ذلك، فأخبر المديرة فورًا.',
  },
};

/** The member's language, English when their row names none this product speaks. */
function localeOf(locale: string | null): LocaleCode {
  return locale !== null && Object.hasOwn(words, locale) ? (locale as LocaleCode) : 'en';
}

/** The notice for `member`, whose password `managerName` just set. */
export function passwordSetEmail(
  member: { email: string; name: string; locale: string | null },
  managerName: string,
): PasswordSetEmail {
  const locale = localeOf(member.locale);
  const text = words[locale];
  const paragraphs = [
    text.greeting(member.name),
    text.body(managerName),
    text.signInWith,
    text.notYou,
  ];
  const dir = localeInfo[locale].dir;
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(text.subject)}</title></head>
<body>${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}</body></html>`;
  return { to: member.email, subject: text.subject, html, text: paragraphs.join('\n\n') };
}
