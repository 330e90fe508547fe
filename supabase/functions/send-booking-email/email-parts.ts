// The parts of a decision e-mail the handler assembles: the message with its calendar invite,
// and the link to the booking's manage page.
import { manageLinkPath } from '../../../packages/domain/src/manage-link.ts';
import { shownVenueAddress, venue } from '../../../packages/domain/src/venue.ts';
import { type DecisionKind, decisionTime, type EmailBooking, localeOf } from './booking.ts';
import { calendarInvite } from './calendar-invite.ts';
import type { SendBookingEmailDeps } from './handler.ts';
import type { OutgoingEmail } from './mail-api.ts';
import type { renderEmail } from './templates.ts';

/**
 * The e-mail to the customer: an approval carries the calendar invite (one event per booking), at
 * the venue's address as the manager wrote it (`storedAddress`) in the booking's language, else
 * the other, else the code's.
 */
export function outgoingEmail(
  mail: { from: string; replyTo?: string | null | undefined },
  recipient: string,
  rendered: ReturnType<typeof renderEmail>,
  booking: EmailBooking,
  kind: DecisionKind,
  storedAddress: unknown = null,
): OutgoingEmail {
  return {
    from: mail.from,
    to: [recipient],
    ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    ...(kind === 'approved'
      ? {
          attachments: [
            {
              filename: 'bowling-booking.ics',
              content_type: 'text/calendar; charset=utf-8; method=PUBLISH',
              content: toBase64(
                calendarInvite(
                  booking,
                  {
                    name: venue.name,
                    address: shownVenueAddress(storedAddress, localeOf(booking)).text,
                    email: venue.email,
                    timeZone: venue.timeZone,
                  },
                  decisionTime(booking, kind),
                ),
              ),
            },
          ],
        }
      : {}),
  };
}

/**
 * The link a decision e-mail carries to the booking's manage page, in the booking's language; none
 * in the cancellation e-mail (nothing is left to do there) or when the site's address or the token
 * is missing (the e-mail still goes).
 */
export async function manageUrl(
  deps: SendBookingEmailDeps,
  booking: EmailBooking,
  kind: DecisionKind,
  key: string,
): Promise<string | null> {
  if (kind === 'cancelled' || !deps.siteUrl) return null;
  try {
    const token = await deps.manageToken(booking.id, key);
    return token
      ? `${deps.siteUrl.replace(/\/+$/, '')}${manageLinkPath(token, localeOf(booking))}`
      : null;
  } catch (error) {
    deps.log(
      `Could not issue the manage link of booking ${booking.id}: ${(error as Error).message}`,
    );
    return null;
  }
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
