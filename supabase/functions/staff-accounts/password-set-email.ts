// The e-mail telling a staff member that the manager set a new password for them, in the
// member's own language (`staff.locale`), in the words of the e-mails' catalogue.
import { isLocale, type LocaleCode, localeInfo } from '../../../packages/domain/src/locales.ts';
import { venue } from '../../../packages/domain/src/venue.ts';
import { type Translate, translatorFor } from '../_shared/locales/translate.ts';
import { escapeHtml } from '../send-booking-email/pieces.ts';

export type PasswordSetEmail = { to: string; subject: string; html: string; text: string };

/** Typed names are isolated so that a name in the other script keeps the sentence's order. */
const isolate = (name: string) => `\u2068${name}\u2069`;

/** The member's language, English when their row names none this product speaks. */
function localeOf(locale: string | null): LocaleCode {
  return isLocale(locale) ? locale : 'en';
}

/** The notice for `member`, whose password `managerName` just set. */
export function passwordSetEmail(
  member: { email: string; name: string; locale: string | null },
  managerName: string,
  translate: Translate = translatorFor(localeOf(member.locale)),
): PasswordSetEmail {
  const locale = localeOf(member.locale);
  const subject = translate('passwordSetSubject', { venue: venue.name });
  const paragraphs = [
    translate('passwordSetGreeting', { name: isolate(member.name) }),
    translate('passwordSetBody', { manager: isolate(managerName) }),
    translate('passwordSetSignIn'),
    translate('passwordSetNotYou'),
  ];
  const dir = localeInfo[locale].dir;
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}</body></html>`;
  return { to: member.email, subject, html, text: paragraphs.join('\n\n') };
}
