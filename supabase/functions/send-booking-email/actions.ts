// The links a booking e-mail offers, in its plain text and its HTML: the line to the booking's
// manage page, or the reminder's two buttons ("I'm coming" and "Change or cancel").
import type { EmailKind } from './booking.ts';
import type { EmailMessages } from './messages.ts';
import { escapeHtml } from './pieces.ts';

/**
 * The booking's pages an e-mail links to, each null when it cannot be had (no site address, no
 * token): the manage page, and the page that records "I'm coming" (a reminder's).
 */
export type EmailLinks = { manage: string | null; coming?: string | null };

/** The links given to the renderer: a manage link alone (as a decision's), or each by name. */
export function linksOf(links: string | EmailLinks | null): EmailLinks {
  return typeof links === 'string' || links === null ? { manage: links } : links;
}

/** A button: its label, where it leads, its line in the plain text, and whether it comes first. */
export type Button = { label: string; url: string; line: string; isPrimary: boolean };

/** The reminder's buttons that have a link: "I'm coming" first, then "Change or cancel". */
export function buttonsOf(kind: EmailKind, links: EmailLinks, words: EmailMessages): Button[] {
  if (kind !== 'reminder') return [];
  const { reminder } = words;
  const buttons: Button[] = [];
  if (links.coming) {
    const url = links.coming;
    buttons.push({ label: reminder.coming, url, line: reminder.comingLine(url), isPrimary: true });
  }
  if (links.manage) {
    const url = links.manage;
    buttons.push({ label: reminder.change, url, line: reminder.changeLine(url), isPrimary: false });
  }
  return buttons;
}

/**
 * The line that carries the manage link near the end of the e-mail, in the words of its kind; none
 * without a link, and none in the reminder, whose button carries it.
 */
export function manageLineOf(
  kind: EmailKind,
  links: EmailLinks,
  words: EmailMessages,
): string | null {
  const url = links.manage;
  if (!url || kind === 'reminder') return null;
  if (kind === 'affected') return words.manageAffected(url);
  if (kind === 'received') return words.received.manage(url);
  return words.manage(url);
}

/**
 * The buttons in the HTML: links styled as buttons (what every mail client shows), side by side
 * while they fit and one under the other on a phone, the gap at the end of a line in either
 * direction.
 */
export function buttonsHtml(buttons: readonly Button[], dir: 'ltr' | 'rtl'): string {
  if (buttons.length === 0) return '';
  // Ends its line, so an e-mail without buttons keeps its markup as it was.
  const end = dir === 'rtl' ? 'left' : 'right';
  const links = buttons.map((button) => {
    const look = button.isPrimary
      ? 'background:#39ff88;color:#0b0820;border:1px solid #39ff88'
      : 'background:#151036;color:#22e4ff;border:1px solid #22e4ff';
    return `<a href="${escapeHtml(button.url)}" style="display:inline-block;margin:0 0 10px;margin-${end}:8px;padding:12px 20px;border-radius:10px;${look};font-size:16px;font-weight:700;line-height:1.25;text-decoration:none">${escapeHtml(button.label)}</a>`;
  });
  return `<p style="margin:20px 0 6px">${links.join('\n')}</p>\n`;
}
