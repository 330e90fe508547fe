// The approval and rejection e-mails: subject, HTML and plain text in the venue's style.
import {
  formatBookingWhen,
  formatDisplayDate,
  formatIls,
  formatOpeningHours,
  formatTime,
} from '../../../packages/domain/src/format.ts';
import {
  birthdayDeposit,
  birthdayEstimate,
  estimateSumText,
} from '../../../packages/domain/src/pricing.ts';
import { venue } from '../../../packages/domain/src/venue.ts';
import { type DecisionKind, type EmailBooking, wasRescheduled } from './booking.ts';

export const defaultRejectionReason =
  'Unfortunately we could not fit your booking in at that time. Please choose another time or contact us, we would love to have you.';

export type RenderedEmail = { subject: string; html: string; text: string };

/** The subject line the spec names, with the booking's date as visitors read it. */
export function subjectFor(kind: DecisionKind, booking: EmailBooking): string {
  const date = formatDisplayDate(booking.date, venue.timeZone);
  return kind === 'approved'
    ? `Bowling Booking Confirmed - ${date}`
    : `Bowling Booking Update - ${date}`;
}

/**
 * Text a person typed (a name, notes, a reason). It may be Arabic inside an English sentence, so
 * it is shown in its own direction: isolated in a `<bdi>` in the HTML, and between FIRST STRONG
 * ISOLATE and POP DIRECTIONAL ISOLATE (U+2068, U+2069) in the plain text.
 */
type Typed = { readonly typed: string };
/** A run of a message: the venue's own words, or typed text. */
type Piece = string | Typed;

function typed(value: string): Typed {
  return { typed: value };
}

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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function textOf(pieces: readonly Piece[]): string {
  return pieces
    .map((piece) => (typeof piece === 'string' ? piece : isolateText(piece.typed)))
    .join('');
}

function htmlOf(pieces: readonly Piece[]): string {
  return pieces
    .map((piece) =>
      typeof piece === 'string'
        ? escapeHtml(piece)
        : `<bdi dir="auto">${escapeHtml(piece.typed.replace(bidiControls, '')).replace(/\n/g, '<br>')}</bdi>`,
    )
    .join('');
}

/** The reason shown to the customer: the one reception wrote, or a kind default. */
export function rejectionReasonOf(booking: EmailBooking): string {
  return booking.rejection_reason?.trim() || defaultRejectionReason;
}

function details(booking: EmailBooking): [string, Piece][] {
  const rows: [string, Piece][] = [
    ['Date', formatDisplayDate(booking.date, venue.timeZone)],
    ['Time', formatTime(booking.time)],
  ];
  if (booking.type === 'birthday') {
    rows.push(['Type', 'Birthday Package']);
    rows.push(['Package', booking.bundle_name ?? '-']);
    rows.push(['Guests', String(booking.people)]);
    rows.push(['Duration', `${booking.duration} minutes`]);
    if (booking.bundle_price !== null) {
      const estimate = birthdayEstimate(booking.people, booking.bundle_price);
      rows.push(['Estimated total', `${formatIls(estimate.total)} (${estimateSumText(estimate)})`]);
      rows.push(['Deposit', formatIls(estimate.deposit)]);
    }
    if (booking.customer_notes.trim() !== '')
      rows.push(['Your notes', typed(booking.customer_notes)]);
  } else {
    rows.push(['People', String(booking.people)]);
    rows.push(['Rounds', String(booking.rounds)]);
    rows.push(['Type', 'Regular Booking']);
  }
  rows.push(['Phone', booking.phone]);
  rows.push(['Booking ID', booking.id]);
  return rows;
}

type Message = { heading: string; lines: Piece[][] };

function message(kind: DecisionKind, booking: EmailBooking): Message {
  const name = typed(booking.name);
  const isBirthday = booking.type === 'birthday';
  const what = isBirthday ? 'birthday party' : 'bowling booking';
  const arrival = isBirthday
    ? 'Please arrive 15 minutes early so everyone gets their shoes in time.'
    : 'Please arrive 10 minutes early to get your shoes.';
  const deposit: Piece[][] = isBirthday
    ? [
        [
          `Our team will contact you about the ${formatIls(birthdayDeposit)} deposit that secures the party.`,
        ],
      ]
    : [];
  if (kind === 'approved' && wasRescheduled(booking)) {
    const when = formatBookingWhen(booking.date, booking.time, venue.timeZone);
    return {
      heading: isBirthday ? 'Your birthday party has moved' : 'Your booking has moved',
      lines: [
        [
          'Hi ',
          name,
          `, your ${what} at ${venue.name} has moved to ${when}. It is confirmed at the new time.`,
        ],
        [`${arrival} The calendar invite attached replaces the earlier one in your calendar.`],
      ],
    };
  }
  if (kind === 'approved') {
    return {
      heading: isBirthday ? 'Your birthday party is booked!' : 'Your lane is booked!',
      lines: [
        ['Hi ', name, `, great news: your ${what} at ${venue.name} is confirmed.`],
        ...deposit,
        [`${arrival} The calendar invite attached adds it to your calendar in one tap.`],
      ],
    };
  }
  return {
    heading: 'About your booking request',
    lines: [
      [
        'Hi ',
        name,
        `, thank you for choosing ${venue.name}. We are sorry, but we cannot confirm your ${what}.`,
      ],
    ],
  };
}

/** The whole message for a decision. Every value from the booking is escaped in the HTML. */
export function renderEmail(kind: DecisionKind, booking: EmailBooking): RenderedEmail {
  const subject = subjectFor(kind, booking);
  const { heading, lines } = message(kind, booking);
  const reason = kind === 'rejected' ? typed(rejectionReasonOf(booking)) : null;
  const rows = details(booking);
  const contact = `Questions or changes? Call ${venue.phone.display} or reply to this e-mail.`;
  const footer = `${venue.name} - ${venue.address.oneLine} - open daily ${formatOpeningHours(venue.openingHours)}`;

  const text = [
    heading,
    '',
    ...lines.map(textOf),
    ...(reason ? ['', `Reason: ${textOf([reason])}`] : []),
    '',
    'Booking details',
    ...rows.map(([label, value]) => `${label}: ${textOf([value])}`),
    '',
    contact,
    '',
    footer,
    '',
  ].join('\n');

  const accent = kind === 'approved' ? '#39ff88' : '#ff4d8d';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#0b0820;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#f4f1ff">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0b0820;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#151036;border-radius:16px;border:1px solid #2e2670">
<tr><td style="padding:28px 28px 8px">
<p style="margin:0;font-size:13px;letter-spacing:3px;text-transform:uppercase;color:#22e4ff">${escapeHtml(venue.name)}</p>
<h1 style="margin:8px 0 0;font-size:26px;line-height:1.25;color:${accent}">${escapeHtml(heading)}</h1>
</td></tr>
<tr><td style="padding:8px 28px;font-size:16px;line-height:1.55">
${lines.map((line) => `<p style="margin:12px 0">${htmlOf(line)}</p>`).join('\n')}
${reason ? `<p style="margin:16px 0;padding:12px 16px;border-left:4px solid ${accent};background:#1f1850;border-radius:8px"><strong>Reason:</strong> ${htmlOf([reason])}</p>` : ''}
</td></tr>
<tr><td style="padding:8px 28px 4px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px;border-collapse:collapse">
${rows
  .map(
    ([label, value]) =>
      `<tr><td style="padding:8px 0;color:#a99fe0;border-bottom:1px solid #2e2670;width:38%">${escapeHtml(label)}</td><td style="padding:8px 0;border-bottom:1px solid #2e2670;font-weight:600">${htmlOf([value])}</td></tr>`,
  )
  .join('\n')}
</table>
</td></tr>
<tr><td style="padding:16px 28px 28px;font-size:14px;line-height:1.5;color:#cfc8ff">
<p style="margin:0 0 8px">${escapeHtml(contact)}</p>
<p style="margin:0;color:#8a80c7">${escapeHtml(footer)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
  return { subject, html, text };
}
