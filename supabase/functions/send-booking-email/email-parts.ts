// The parts of a booking e-mail the sender assembles: the message with its calendar invite, and
// the links to the booking's pages.
import { comingLinkPath, manageLinkPath } from '../../../packages/domain/src/manage-link.ts';
import { shownVenueAddress, venue } from '../../../packages/domain/src/venue.ts';
import type { EmailLinks } from './actions.ts';
import { decisionTime, type EmailBooking, type EmailKind, localeOf } from './booking.ts';
import { calendarInvite } from './calendar-invite.ts';
import type { SendBookingEmailDeps } from './handler-types.ts';
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
  kind: EmailKind,
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
 * The links an e-mail carries, in the booking's language: the booking's manage page (none in the
 * cancellation e-mail: nothing is left to do there), and for a reminder the page that records
 * "I'm coming" (unless the customer said so already), both with the token issued for this
 * e-mail's key. None when the site's address or
 * the token is missing (the e-mail still goes).
 */
export async function emailLinks(
  deps: SendBookingEmailDeps,
  booking: EmailBooking,
  kind: EmailKind,
  key: string,
): Promise<EmailLinks> {
  if (kind === 'cancelled' || !deps.siteUrl) return { manage: null };
  const site = deps.siteUrl.replace(/\/+$/, '');
  try {
    const token = await deps.manageToken(booking.id, key);
    if (!token) return { manage: null };
    const locale = localeOf(booking);
    return {
      manage: `${site}${manageLinkPath(token, locale)}`,
      // A customer who already said "I'm coming" is not asked again.
      ...(kind === 'reminder' && !booking.confirmed_at
        ? { coming: `${site}${comingLinkPath(token, locale)}` }
        : {}),
    };
  } catch (error) {
    deps.log(
      `Could not issue the manage link of booking ${booking.id}: ${(error as Error).message}`,
    );
    return { manage: null };
  }
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
