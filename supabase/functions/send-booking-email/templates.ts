// The booking e-mails (approval, its move, rejection, cancellation by the customer or the venue, a
// change to the schedule, the receipt of a site request, the reminder before a visit): subject,
// HTML and plain text in the venue's style, in the language the booking was made in, with the
// booking's links when given.
import {
  formatBookingWhen,
  formatDisplayDate,
  formatTime,
} from '../../../packages/domain/src/format.ts';
import { localeInfo } from '../../../packages/domain/src/locales.ts';
import type { ShownText } from '../../../packages/domain/src/localized-text.ts';
import { defaultSchedule, type WeeklyHours } from '../../../packages/domain/src/schedule.ts';
import { shownVenueAddress, venue } from '../../../packages/domain/src/venue.ts';
import { weeklyHoursLine } from '../../../packages/domain/src/weekly-hours-line.ts';
import { buttonsHtml, buttonsOf, type EmailLinks, linksOf, manageLineOf } from './actions.ts';
import { type EmailBooking, type EmailKind, localeOf, wasRescheduled } from './booking.ts';
import { detailsOf } from './details.ts';
import { greetingOf } from './greetings.ts';
import { type EmailMessages, emailMessages } from './messages.ts';
import { noteOf } from './notes.ts';
import { escapeHtml, htmlOf, textOf } from './pieces.ts';

export const defaultRejectionReason = emailMessages.en.rejected.defaultReason;

/** The words of the booking's language (a test passes others: the pseudo-locale). */
const wordsOf = (booking: EmailBooking): EmailMessages => emailMessages[localeOf(booking)];

export type RenderedEmail = { subject: string; html: string; text: string };

/**
 * What the footer says of the venue as the manager keeps it: the address
 * (`venue_contacts.address`) and the weekly hours (`opening_hours`). Absent, or unreadable, the
 * code's are shown.
 */
export type VenueFacts = { address?: unknown; weekly?: WeeklyHours | null };

/** The subject line the spec names, with the booking's date as visitors read it. */
export function subjectFor(
  kind: EmailKind,
  booking: EmailBooking,
  words: EmailMessages = wordsOf(booking),
): string {
  const locale = localeOf(booking);
  const subject = words.subject;
  if (kind === 'approved' && wasRescheduled(booking)) {
    return subject.moved(formatBookingWhen(booking.date, booking.time, venue.timeZone, locale));
  }
  const date = formatDisplayDate(booking.date, venue.timeZone, locale);
  if (kind === 'reminder') return subject.reminder(date, formatTime(booking.time));
  if (booking.type === 'vr' && kind === 'approved') return subject.approvedVr(date);
  if (booking.type === 'vr' && kind === 'rejected') return subject.rejectedVr(date);
  if (booking.type === 'vr' && kind === 'cancelled') return subject.cancelledVr(date);
  return subject[kind](date);
}

/** The heading's colour: what the customer should feel before reading a word. */
const accents: Record<EmailKind, string> = {
  approved: '#39ff88',
  reminder: '#39ff88',
  received: '#22e4ff',
  cancelled: '#a99fe0',
  affected: '#ffb84d',
  rejected: '#ff4d8d',
};

/** The footer in the HTML: an address in another language marked with its own `lang` and `dir`. */
function footerHtml(footer: string, address: ShownText): string {
  const escaped = escapeHtml(footer);
  if (!address.isFallback) return escaped;
  const text = escapeHtml(address.text);
  const { dir } = localeInfo[address.lang];
  return escaped.replace(text, `<span lang="${address.lang}" dir="${dir}">${text}</span>`);
}

/**
 * The whole message of `kind`, in the booking's language (an Arabic one right to left), with the
 * line to the booking's manage page when `links` gives it (a string is that link alone); a
 * reminder has buttons instead, "I'm coming" and "Change or cancel", for the links it is given
 * (`coming` and `manage`). Every value from the booking is
 * escaped in the HTML. The footer gives the venue's address as the manager wrote it
 * (`facts.address`) in the booking's language, else in the other (its own `lang` and `dir` in
 * the HTML, isolated in the text), else the code's; and the weekly hours (`facts.weekly`).
 */
export function renderEmail(
  kind: EmailKind,
  booking: EmailBooking,
  links: string | EmailLinks | null = null,
  words: EmailMessages = wordsOf(booking),
  facts: VenueFacts = {},
): RenderedEmail {
  const locale = localeOf(booking);
  const subject = subjectFor(kind, booking, words);
  const { heading, lines } = greetingOf(kind, booking, locale, words);
  const note = noteOf(kind, booking, words);
  const rows = detailsOf(booking, locale, words);
  const contact = words.contact(venue.phone.display);
  const linked = linksOf(links);
  const manageUrl = linked.manage;
  const manage = manageLineOf(kind, linked, words);
  const buttons = buttonsOf(kind, linked, words);
  const dir = words.dir;
  const address = shownVenueAddress(facts.address ?? null, locale);
  // Another language's address is isolated in the text (an Arabic one inside English too).
  const addressText =
    address.isFallback && dir === 'ltr' ? `\u2068${address.text}\u2069` : address.text;
  const hours = weeklyHoursLine(facts.weekly ?? defaultSchedule.weekly, locale, words.weeklyHours);
  const footer = words.footer(venue.name, addressText, hours);
  // English keeps the markup it always had; Arabic names its direction on the page and the layout.
  const dirAttribute = dir === 'rtl' ? ' dir="rtl"' : '';
  // The side the reason's bar stands on: the start of a line, left in English, right in Arabic.
  const start = dir === 'rtl' ? 'right' : 'left';

  const text = [
    heading,
    '',
    ...lines.map((line) => textOf(line, dir)),
    ...(note ? ['', `${note.label}: ${textOf(note.pieces, dir)}`] : []),
    ...(kind === 'affected' ? ['', words.affected.choose] : []),
    ...(buttons.length > 0 ? ['', ...buttons.map((button) => button.line)] : []),
    '',
    words.labels.details,
    ...rows.map(([label, value]) => `${label}: ${textOf([value], dir)}`),
    '',
    ...(manage ? [manage, ''] : []),
    contact,
    '',
    footer,
    '',
  ].join('\n');

  const accent = accents[kind];
  const html = `<!doctype html>
<html lang="${locale}"${dirAttribute}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#0b0820;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#f4f1ff">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"${dirAttribute} style="background:#0b0820;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#151036;border-radius:16px;border:1px solid #2e2670;table-layout:fixed;word-break:break-word;overflow-wrap:anywhere">
<tr><td style="padding:28px 28px 8px">
<p style="margin:0;font-size:13px;letter-spacing:3px;text-transform:uppercase;color:#22e4ff">${escapeHtml(venue.name)}</p>
<h1 style="margin:8px 0 0;font-size:26px;line-height:1.25;color:${accent}">${escapeHtml(heading)}</h1>
</td></tr>
<tr><td style="padding:8px 28px;font-size:16px;line-height:1.55">
${lines.map((line) => `<p style="margin:12px 0">${htmlOf(line)}</p>`).join('\n')}
${note ? `<p style="margin:16px 0;padding:12px 16px;border-${start}:4px solid ${accent};background:#1f1850;border-radius:8px"><strong>${escapeHtml(note.label)}:</strong> ${htmlOf(note.pieces)}</p>` : ''}
${kind === 'affected' ? `<p style="margin:12px 0">${escapeHtml(words.affected.choose)}</p>` : ''}
${buttonsHtml(buttons, dir)}</td></tr>
<tr><td style="padding:8px 28px 4px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px;border-collapse:collapse;table-layout:fixed">
${rows
  .map(
    ([label, value]) =>
      `<tr><td style="padding:8px 0;color:#a99fe0;border-bottom:1px solid #2e2670;width:38%">${escapeHtml(label)}</td><td style="padding:8px 0;border-bottom:1px solid #2e2670;font-weight:600">${htmlOf([value])}</td></tr>`,
  )
  .join('\n')}
</table>
</td></tr>
<tr><td style="padding:16px 28px 28px;font-size:14px;line-height:1.5;color:#cfc8ff">
${manage && manageUrl ? `<p style="margin:0 0 12px"><a href="${escapeHtml(manageUrl)}" style="color:#22e4ff;word-break:break-all">${escapeHtml(manage)}</a></p>\n` : ''}<p style="margin:0 0 8px">${escapeHtml(contact)}</p>
<p style="margin:0;color:#8a80c7">${footerHtml(footer, address)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
  return { subject, html, text };
}
