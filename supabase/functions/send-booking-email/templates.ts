// The approval, rejection and cancellation e-mails: subject, HTML and plain text in the venue's
// style, in the language the booking was made in, with the booking's manage link when given.
import {
  formatBookingWhen,
  formatDisplayDate,
  formatIls,
  formatOpeningHours,
  formatTime,
} from '../../../packages/domain/src/format.ts';
import { type LocaleCode, localeInfo } from '../../../packages/domain/src/locales.ts';
import type { ShownText } from '../../../packages/domain/src/localized-text.ts';
import { birthdayDeposit, birthdayEstimate } from '../../../packages/domain/src/pricing.ts';
import { isRejectionReasonKey } from '../../../packages/domain/src/rejection-reasons.ts';
import { shownVenueAddress, venue } from '../../../packages/domain/src/venue.ts';
import {
  type DecisionKind,
  type EmailBooking,
  isVenueCancellation,
  localeOf,
  wasRescheduled,
} from './booking.ts';
import {
  type EmailMessages,
  emailMessages,
  type LeftToRight,
  type Piece,
  type Typed,
} from './messages.ts';

export const defaultRejectionReason = emailMessages.en.rejected.defaultReason;

/** The words of the booking's language (a test passes others: the pseudo-locale). */
const wordsOf = (booking: EmailBooking): EmailMessages => emailMessages[localeOf(booking)];

export type RenderedEmail = { subject: string; html: string; text: string };

/** The subject line the spec names, with the booking's date as visitors read it. */
export function subjectFor(
  kind: DecisionKind,
  booking: EmailBooking,
  words: EmailMessages = wordsOf(booking),
): string {
  const locale = localeOf(booking);
  const subject = words.subject;
  if (kind === 'approved' && wasRescheduled(booking)) {
    return subject.moved(formatBookingWhen(booking.date, booking.time, venue.timeZone, locale));
  }
  return subject[kind](formatDisplayDate(booking.date, venue.timeZone, locale));
}

/**
 * Text a person typed (a name, notes, a reason). It may be Arabic inside an English sentence, so
 * it is shown in its own direction: isolated in a `<bdi>` in the HTML, and between FIRST STRONG
 * ISOLATE and POP DIRECTIONAL ISOLATE (U+2068, U+2069) in the plain text.
 */
function typed(value: string): Typed {
  return { typed: value };
}

/**
 * What a visitor typed (their name, their notes), made impossible for a mail client to turn into a
 * link: the characters every address and domain needs (`.`, `:`, `/`, `@`) are swapped for ones that
 * look the same to a reader (ONE DOT LEADER, RATIO, DIVISION SLASH, FULLWIDTH COMMERCIAL AT), so a
 * "name" such as "Claim your refund at evil.example/r" reads as typed and links nowhere.
 */
export function unlinkable(value: string): string {
  return value.replace(/[.:/@]/g, (char) => linkCharacterLookalikes[char] ?? char);
}

const linkCharacterLookalikes: Record<string, string> = {
  '.': '\u2024',
  ':': '\u2236',
  '/': '\u2215',
  '@': '\uFF20',
};

// Bidirectional controls inside typed text would end or override the isolate around it.
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;

/** Typed text in the plain-text part: each line isolated (a line break ends an isolate). */
function isolateText(value: string): string {
  return value
    .replace(bidiControls, '')
    .split('\n')
    .map((line) => `\u2068${line}\u2069`)
    .join('\n');
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A piece in the plain-text part: a left-to-right value isolated only inside right-to-left text. */
function textOf(pieces: readonly Piece[], dir: 'ltr' | 'rtl'): string {
  return pieces
    .map((piece) => {
      if (typeof piece === 'string') return piece;
      if ('ltr' in piece) return dir === 'rtl' ? `\u2066${piece.ltr}\u2069` : piece.ltr;
      return isolateText(piece.typed);
    })
    .join('');
}

/** The footer in the HTML: an address in another language marked with its own `lang` and `dir`. */
function footerHtml(footer: string, address: ShownText): string {
  const escaped = escapeHtml(footer);
  if (!address.isFallback) return escaped;
  const text = escapeHtml(address.text);
  const { dir } = localeInfo[address.lang];
  return escaped.replace(text, `<span lang="${address.lang}" dir="${dir}">${text}</span>`);
}

function htmlOf(pieces: readonly Piece[]): string {
  return pieces
    .map((piece) => {
      if (typeof piece === 'string') return escapeHtml(piece);
      if ('ltr' in piece) return `<bdi dir="ltr">${escapeHtml(piece.ltr)}</bdi>`;
      return `<bdi dir="auto">${escapeHtml(piece.typed.replace(bidiControls, '')).replace(/\n/g, '<br>')}</bdi>`;
    })
    .join('');
}

/**
 * The reason shown to the customer: a quick reason written in the booking's language, the one
 * reception typed (as typed), or a kind default.
 */
export function rejectionReasonOf(
  booking: EmailBooking,
  words: EmailMessages = wordsOf(booking),
): Piece {
  const { reasons, defaultReason } = words.rejected;
  const key = booking.rejection_reason_key;
  if (isRejectionReasonKey(key)) return reasons[key];
  return typed(booking.rejection_reason?.trim() || defaultReason);
}

/**
 * What the customer of an `affected` booking reads about the change: the closure's reason in
 * their language (as the manager wrote it) after what it closes, or that the hours changed.
 */
export function affectedReasonOf(
  booking: EmailBooking,
  words: EmailMessages = wordsOf(booking),
): Piece[] {
  const conflict = booking.conflict;
  const params = conflict?.params ?? {};
  const written = localizedIn(params.reason, localeOf(booking));
  const said =
    conflict?.code === 'booking.day_closed'
      ? words.affected.dayClosed
      : conflict?.code === 'booking.time_closed' &&
          typeof params.from === 'string' &&
          typeof params.to === 'string'
        ? words.affected.timeClosed(formatTime(params.from), formatTime(params.to))
        : words.affected.hours;
  return written ? [said, ' ', typed(unlinkable(written))] : [said];
}

/** A text the manager wrote in each language, in `locale` (else English, else any). */
function localizedIn(value: unknown, locale: LocaleCode): string | null {
  if (!value || typeof value !== 'object') return null;
  const texts = value as Record<string, unknown>;
  const pick = [texts[locale], texts.en, ...Object.values(texts)].find(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
  return pick?.trim() ?? null;
}

/** A value that reads left to right whatever the language (a phone number, a reference). */
function leftToRight(value: string): LeftToRight {
  return { ltr: value };
}

function details(
  booking: EmailBooking,
  locale: LocaleCode,
  words: EmailMessages,
): [string, Piece][] {
  const label = words.labels;
  const rows: [string, Piece][] = [
    [label.date, formatDisplayDate(booking.date, venue.timeZone, locale)],
    [label.time, formatTime(booking.time)],
  ];
  if (booking.type === 'birthday') {
    rows.push([label.type, words.typeName.birthday]);
    rows.push([label.package, booking.bundle_name ?? '-']);
    rows.push([label.guests, String(booking.people)]);
    rows.push([label.duration, words.minutes(booking.duration)]);
    if (booking.bundle_price !== null) {
      const estimate = birthdayEstimate(booking.people, booking.bundle_price);
      rows.push([
        label.estimatedTotal,
        `${formatIls(estimate.total, locale)} (${words.estimateSum(estimate)})`,
      ]);
      rows.push([label.deposit, formatIls(estimate.deposit, locale)]);
    }
    if (booking.customer_notes.trim() !== '')
      rows.push([label.notes, typed(unlinkable(booking.customer_notes))]);
  } else {
    rows.push([label.people, String(booking.people)]);
    rows.push([label.rounds, String(booking.rounds)]);
    rows.push([label.type, words.typeName.regular]);
  }
  rows.push([label.phone, leftToRight(booking.phone)]);
  rows.push([label.reference, leftToRight(booking.reference)]);
  return rows;
}

type Message = { heading: string; lines: Piece[][] };

function message(
  kind: DecisionKind,
  booking: EmailBooking,
  locale: LocaleCode,
  words: EmailMessages,
): Message {
  const name = typed(unlinkable(booking.name));
  const isBirthday = booking.type === 'birthday';
  const type = isBirthday ? 'birthday' : 'regular';
  const arrival = words.arrival[type];
  const deposit: Piece[][] = isBirthday
    ? [[words.deposit(formatIls(birthdayDeposit, locale))]]
    : [];
  if (kind === 'approved' && wasRescheduled(booking)) {
    const when = formatBookingWhen(booking.date, booking.time, venue.timeZone, locale);
    return {
      heading: words.moved.heading[type],
      lines: [
        words.moved.greeting(name, venue.name, isBirthday, when),
        [`${arrival} ${words.moved.invite}`],
      ],
    };
  }
  if (kind === 'approved') {
    return {
      heading: words.approved.heading[type],
      lines: [
        words.approved.greeting(name, venue.name, isBirthday),
        ...deposit,
        [`${arrival} ${words.approved.invite}`],
      ],
    };
  }
  if (kind === 'affected') {
    const when = formatBookingWhen(booking.date, booking.time, venue.timeZone, locale);
    return {
      heading: words.affected.heading,
      lines: [words.affected.greeting(name, venue.name, isBirthday, when)],
    };
  }
  if (kind === 'cancelled' && isVenueCancellation(booking)) {
    const when = formatBookingWhen(booking.date, booking.time, venue.timeZone, locale);
    return {
      heading: words.venueCancelled.heading,
      lines: [
        words.venueCancelled.greeting(name, venue.name, isBirthday, when),
        [words.venueCancelled.rebook],
      ],
    };
  }
  if (kind === 'cancelled') {
    const when = formatBookingWhen(booking.date, booking.time, venue.timeZone, locale);
    return {
      heading: words.cancelled.heading,
      lines: [
        words.cancelled.greeting(name, venue.name, isBirthday, when),
        [words.cancelled.welcomeBack],
      ],
    };
  }
  return {
    heading: words.rejected.heading,
    lines: [words.rejected.greeting(name, venue.name, isBirthday)],
  };
}

/**
 * The boxed note under the greeting: a rejection's reason, the venue's message on its
 * cancellation, or what changed for an `affected` booking.
 */
function noteOf(
  kind: DecisionKind,
  booking: EmailBooking,
  words: EmailMessages,
): { label: string; pieces: Piece[] } | null {
  if (kind === 'rejected') {
    return { label: words.labels.reason, pieces: [rejectionReasonOf(booking, words)] };
  }
  if (kind === 'cancelled' && isVenueCancellation(booking)) {
    const said = booking.cancellation_message?.trim() ?? '';
    return { label: words.labels.message, pieces: [typed(unlinkable(said))] };
  }
  if (kind === 'affected') {
    return { label: words.labels.reason, pieces: affectedReasonOf(booking, words) };
  }
  return null;
}

/**
 * The whole message for a decision, in the booking's language (an Arabic one right to left), with
 * the line to the booking's manage page when `manageUrl` is given. Every value from the booking is
 * escaped in the HTML. The footer gives the venue's address as the manager wrote it
 * (`storedAddress`, `venue_contacts.address`) in the booking's language, else in the other (its
 * own `lang` and `dir` in the HTML, isolated in the text), else the code's.
 */
export function renderEmail(
  kind: DecisionKind,
  booking: EmailBooking,
  manageUrl: string | null = null,
  words: EmailMessages = wordsOf(booking),
  storedAddress: unknown = null,
): RenderedEmail {
  const locale = localeOf(booking);
  const subject = subjectFor(kind, booking, words);
  const { heading, lines } = message(kind, booking, locale, words);
  const note = noteOf(kind, booking, words);
  const rows = details(booking, locale, words);
  const contact = words.contact(venue.phone.display);
  const manage = manageUrl
    ? kind === 'affected'
      ? words.manageAffected(manageUrl)
      : words.manage(manageUrl)
    : null;
  const dir = words.dir;
  const address = shownVenueAddress(storedAddress, locale);
  // Another language's address is isolated in the text (an Arabic one inside English too).
  const addressText =
    address.isFallback && dir === 'ltr' ? `\u2068${address.text}\u2069` : address.text;
  const footer = words.footer(
    venue.name,
    addressText,
    formatOpeningHours(venue.openingHours, locale),
  );
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

  const accent =
    kind === 'approved'
      ? '#39ff88'
      : kind === 'cancelled'
        ? '#a99fe0'
        : kind === 'affected'
          ? '#ffb84d'
          : '#ff4d8d';
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
</td></tr>
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
