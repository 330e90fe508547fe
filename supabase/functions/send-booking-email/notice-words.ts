// The words of the two e-mails the notifications outbox sends besides a decision's: the receipt of
// a request made on the site, and the reminder before an approved visit, read from the e-mails'
// catalogue as messages.ts reads the others.
import type { Translate } from '../_shared/locales/translate.ts';
import type { BookingKind, Piece } from './email-words.ts';
import { aroundName, aroundNameAndValue, nameMark, valueMark } from './pieces.ts';

export type NoticeWords = {
  /** The receipt: the request is in, not confirmed yet, and reception will reply. */
  received: {
    heading: string;
    greeting: (name: Piece, venue: string, kind: BookingKind, reference: Piece) => Piece[];
    pending: string;
    /** The line that carries the request's manage link. */
    manage: (url: string) => string;
  };
  /** The reminder: when, and the two buttons ("I'm coming", "Change or cancel"). */
  reminder: {
    heading: string;
    greeting: (name: Piece, venue: string, kind: BookingKind, when: string) => Piece[];
    ask: string;
    coming: string;
    change: string;
    /** The buttons' lines in the plain text, each with its link. */
    comingLine: (url: string) => string;
    changeLine: (url: string) => string;
  };
};

/**
 * The receipt's and the reminder's words from `translate`; `ltr` isolates a link in a
 * right-to-left language.
 */
export function noticeWordsFrom(translate: Translate, ltr: (text: string) => string): NoticeWords {
  return {
    received: {
      heading: translate('receivedHeading'),
      greeting: (name, venue, kind, reference) =>
        aroundNameAndValue(
          translate('receivedGreeting', {
            name: nameMark,
            venue,
            kind,
            reference: valueMark,
          }),
          name,
          reference,
        ),
      pending: translate('receivedPending'),
      manage: (url) => translate('manageReceived', { url: ltr(url) }),
    },
    reminder: {
      heading: translate('reminderHeading'),
      greeting: (name, venue, kind, when) =>
        aroundName(translate('reminderGreeting', { name: nameMark, venue, kind, when }), name),
      ask: translate('reminderAsk'),
      coming: translate('reminderComing'),
      change: translate('reminderChange'),
      comingLine: (url) => translate('reminderComingLine', { url: ltr(url) }),
      changeLine: (url) => translate('reminderChangeLine', { url: ltr(url) }),
    },
  };
}
