// The approval and rejection e-mails: subject, HTML and plain text in the venue's style.
import {
  formatBookingWhen,
  formatDisplayDate,
  formatOpeningHours,
  formatTime,
} from '../../../packages/domain/src/format.ts';
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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The reason shown to the customer: the one reception wrote, or a kind default. */
export function rejectionReasonOf(booking: EmailBooking): string {
  return booking.rejection_reason?.trim() || defaultRejectionReason;
}

function details(booking: EmailBooking): [string, string][] {
  const rows: [string, string][] = [
    ['Date', formatDisplayDate(booking.date, venue.timeZone)],
    ['Time', formatTime(booking.time)],
    ['People', String(booking.people)],
  ];
  if (booking.type === 'birthday') {
    rows.push(['Type', 'Birthday Package']);
    rows.push(['Package', booking.bundle_name ?? '-']);
    rows.push(['Duration', `${booking.duration} minutes`]);
  } else {
    rows.push(['Rounds', String(booking.rounds)]);
    rows.push(['Type', 'Regular Booking']);
  }
  rows.push(['Phone', booking.phone]);
  rows.push(['Booking ID', booking.id]);
  return rows;
}

function message(kind: DecisionKind, booking: EmailBooking): { heading: string; lines: string[] } {
  if (kind === 'approved' && wasRescheduled(booking)) {
    const when = formatBookingWhen(booking.date, booking.time, venue.timeZone);
    return {
      heading: 'Your booking has moved',
      lines: [
        `Hi ${booking.name}, your bowling booking at ${venue.name} has moved to ${when}. It is confirmed at the new time.`,
        'Please arrive 10 minutes early to get your shoes. The calendar invite attached replaces the earlier one in your calendar.',
      ],
    };
  }
  if (kind === 'approved') {
    return {
      heading: 'Your lane is booked!',
      lines: [
        `Hi ${booking.name}, great news: your bowling booking at ${venue.name} is confirmed.`,
        'Please arrive 10 minutes early to get your shoes. The calendar invite attached adds it to your calendar in one tap.',
      ],
    };
  }
  return {
    heading: 'About your booking request',
    lines: [
      `Hi ${booking.name}, thank you for choosing ${venue.name}. We are sorry, but we cannot confirm your booking.`,
    ],
  };
}

/** The whole message for a decision. Every value from the booking is escaped in the HTML. */
export function renderEmail(kind: DecisionKind, booking: EmailBooking): RenderedEmail {
  const subject = subjectFor(kind, booking);
  const { heading, lines } = message(kind, booking);
  const reason = kind === 'rejected' ? rejectionReasonOf(booking) : null;
  const rows = details(booking);
  const contact = `Questions or changes? Call ${venue.phone.display} or reply to this e-mail.`;
  const footer = `${venue.name} - ${venue.address.oneLine} - open daily ${formatOpeningHours(venue.openingHours)}`;

  const text = [
    heading,
    '',
    ...lines,
    ...(reason ? ['', `Reason: ${reason}`] : []),
    '',
    'Booking details',
    ...rows.map(([label, value]) => `${label}: ${value}`),
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
${lines.map((line) => `<p style="margin:12px 0">${escapeHtml(line)}</p>`).join('\n')}
${reason ? `<p style="margin:16px 0;padding:12px 16px;border-left:4px solid ${accent};background:#1f1850;border-radius:8px"><strong>Reason:</strong> ${escapeHtml(reason)}</p>` : ''}
</td></tr>
<tr><td style="padding:8px 28px 4px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px;border-collapse:collapse">
${rows
  .map(
    ([label, value]) =>
      `<tr><td style="padding:8px 0;color:#a99fe0;border-bottom:1px solid #2e2670;width:38%">${escapeHtml(label)}</td><td style="padding:8px 0;border-bottom:1px solid #2e2670;font-weight:600">${escapeHtml(value)}</td></tr>`,
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
