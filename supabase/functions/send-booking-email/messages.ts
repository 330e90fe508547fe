// The words of the booking e-mails and their calendar invite in each locale, read from the
// e-mails' catalogue (packages/i18n/src/messages/emails.ts, translated in
// supabase/functions/_shared/locales/<locale>.po and compiled beside it by npm run i18n:extract).
// This module only puts the booking's values into those messages.
import { formatIls } from '../../../packages/domain/src/format.ts';
import { type LocaleCode, localeInfo, locales } from '../../../packages/domain/src/locales.ts';
import type { BirthdayEstimate } from '../../../packages/domain/src/pricing.ts';
import type { RejectionReasonKey } from '../../../packages/domain/src/rejection-reasons.ts';
import type { WeeklyHoursWords } from '../../../packages/domain/src/weekly-hours-line.ts';
import { type Translate, translatorFor } from '../_shared/locales/translate.ts';
import { type NoticeWords, noticeWordsFrom } from './notice-words.ts';
import { aroundName, nameMark } from './pieces.ts';

/** Text a person typed (a name, notes, a reason), set apart from the venue's own words. */
export type Typed = { readonly typed: string };
/**
 * A value that reads left to right in every language: a phone number, a booking reference;
 * `isUnbroken` keeps it on one line inside a sentence (a reference breaks at its hyphen).
 */
export type LeftToRight = { readonly ltr: string; readonly isUnbroken?: boolean };
/** A run of a message: the venue's own words, typed text, or a left-to-right value. */
export type Piece = string | Typed | LeftToRight;

/** What a booking is, as its e-mails word it: bowling, a birthday party, or VR sessions. */
export type BookingKind = 'regular' | 'birthday' | 'vr';

type ByType = Record<BookingKind, string>;

export type EmailMessages = NoticeWords & {
  dir: 'ltr' | 'rtl';
  subject: {
    approved: (date: string) => string;
    /** An approved booking moved to another time: its own subject, never read as a new booking. */
    moved: (when: string) => string;
    rejected: (date: string) => string;
    cancelled: (date: string) => string;
    /** A VR booking's own subjects for the spec's three. */
    approvedVr: (date: string) => string;
    rejectedVr: (date: string) => string;
    cancelledVr: (date: string) => string;
    affected: (date: string) => string;
    received: (date: string) => string;
    reminder: (date: string, time: string) => string;
  };
  labels: {
    date: string;
    time: string;
    type: string;
    package: string;
    guests: string;
    duration: string;
    estimatedTotal: string;
    deposit: string;
    notes: string;
    people: string;
    rounds: string;
    phone: string;
    reference: string;
    reason: string;
    /** Reception's message on the venue's cancellation. */
    message: string;
    details: string;
    players: string;
    vrSessions: string;
    price: string;
  };
  typeName: ByType;
  minutes: (count: number) => string;
  /** How a birthday's estimate adds up: "18 guests × 70 ILS". */
  estimateSum: (estimate: BirthdayEstimate) => string;
  /** A VR booking's sessions and their whole length: "2 sessions (40 minutes)". */
  vrSessionsLength: (sessions: number, minutes: number) => string;
  /** How a VR booking's price adds up: "3 players × 2 sessions × 35 ILS". */
  vrPriceSum: (players: number, sessions: number, price: number) => string;
  /** "Every player must be 8 or older." */
  vrMinimumAge: (age: number) => string;
  /** A party's VR sessions, from their time once approved ("1 session from 18:00"). */
  partyVr: (sessions: number, time: string | null) => string;
  /** The approval's line giving a party's VR time. */
  partyVrLine: (sessions: number, time: string) => string;
  arrival: ByType;
  deposit: (amount: string) => string;
  approved: {
    heading: ByType;
    greeting: (name: Piece, venue: string, kind: BookingKind) => Piece[];
    invite: string;
  };
  moved: {
    heading: ByType;
    greeting: (name: Piece, venue: string, kind: BookingKind, when: string) => Piece[];
    invite: string;
  };
  rejected: {
    heading: string;
    greeting: (name: Piece, venue: string, kind: BookingKind) => Piece[];
    defaultReason: string;
    /** The quick reasons reception picks, by key (packages/domain/src/rejection-reasons.ts). */
    reasons: Record<RejectionReasonKey, string>;
  };
  /** The short confirmation of the customer's own cancellation. */
  cancelled: {
    heading: string;
    greeting: (name: Piece, venue: string, kind: BookingKind, when: string) => Piece[];
    welcomeBack: string;
  };
  /** The venue's cancellation: reception's message goes in its own box. */
  venueCancelled: {
    heading: string;
    greeting: (name: Piece, venue: string, kind: BookingKind, when: string) => Piece[];
    rebook: string;
  };
  /** A change to the schedule the booking no longer fits, and what to do. */
  affected: {
    heading: string;
    greeting: (name: Piece, venue: string, kind: BookingKind, when: string) => Piece[];
    dayClosed: string;
    timeClosed: (from: string, to: string) => string;
    hours: string;
    choose: string;
  };
  /** The line that carries the booking's manage link. */
  manage: (url: string) => string;
  /** The manage link's line in the `affected` e-mail, where the customer acts. */
  manageAffected: (url: string) => string;
  contact: (phone: string) => string;
  footer: (venue: string, address: string, hours: string) => string;
  /** The words around the weekly hours of the footer (packages/domain/src/weekly-hours-line.ts). */
  weeklyHours: WeeklyHoursWords;
  /** The lanes a booking holds: how many, and their numbers as one phrase ("2–3"). */
  lanes: (count: number, lanes: string) => string;
  /** The VR stations a booking holds: how many, and their numbers as one phrase ("1–3"). */
  stations: (count: number, stations: string) => string;
  invite: {
    what: (kind: BookingKind, people: number, bundleName: string | null) => string;
    party: (kind: BookingKind, people: number, rounds: number) => string;
    summary: (what: string, venue: string) => string;
    description: (reference: string, party: string, email: string) => string;
  };
};

/** The words of the e-mails in `locale`, from `translate` (the catalogue's, or a test's). */
export function emailWordsFrom(locale: LocaleCode, translate: Translate): EmailMessages {
  const dir = localeInfo[locale].dir;
  // LEFT-TO-RIGHT ISOLATE ... POP DIRECTIONAL ISOLATE: in right-to-left text, an address, a link
  // or a reference reads as typed; left-to-right text keeps it as it is.
  const ltr = (text: string) => (dir === 'rtl' ? `\u2066${text}\u2069` : text);
  // A phone number also stays on one line there: its spaces do not break.
  const phoneNumber = (text: string) => (dir === 'rtl' ? ltr(text.replace(/ /g, '\u00a0')) : text);
  return {
    dir,
    subject: {
      approved: (date) => translate('subjectApproved', { date }),
      moved: (when) => translate('subjectMoved', { when }),
      rejected: (date) => translate('subjectRejected', { date }),
      cancelled: (date) => translate('subjectCancelled', { date }),
      approvedVr: (date) => translate('subjectApprovedVr', { date }),
      rejectedVr: (date) => translate('subjectRejectedVr', { date }),
      cancelledVr: (date) => translate('subjectCancelledVr', { date }),
      affected: (date) => translate('subjectAffected', { date }),
      received: (date) => translate('subjectReceived', { date }),
      reminder: (date, time) => translate('subjectReminder', { date, time }),
    },
    labels: {
      date: translate('labelDate'),
      time: translate('labelTime'),
      type: translate('labelType'),
      package: translate('labelPackage'),
      guests: translate('labelGuests'),
      duration: translate('labelDuration'),
      estimatedTotal: translate('labelEstimatedTotal'),
      deposit: translate('labelDeposit'),
      notes: translate('labelNotes'),
      people: translate('labelPeople'),
      rounds: translate('labelRounds'),
      phone: translate('labelPhone'),
      reference: translate('labelReference'),
      reason: translate('labelReason'),
      message: translate('labelMessage'),
      details: translate('labelDetails'),
      players: translate('labelPlayers'),
      vrSessions: translate('labelVrSessions'),
      price: translate('labelPrice'),
    },
    typeName: {
      regular: translate('typeRegular'),
      birthday: translate('typeBirthday'),
      vr: translate('typeVr'),
    },
    minutes: (count) => translate('minutes', { count }),
    estimateSum: ({ guests, pricePerPerson }) =>
      translate('estimateSum', { guests, price: formatIls(pricePerPerson, locale) }),
    vrSessionsLength: (sessions, minutes) =>
      translate('vrSessionsLength', { sessions, length: translate('minutes', { count: minutes }) }),
    vrPriceSum: (players, sessions, price) =>
      translate('vrPriceSum', { players, sessions, price: formatIls(price, locale) }),
    vrMinimumAge: (age) => translate('vrMinimumAge', { age }),
    partyVr: (sessions, time) =>
      time === null
        ? translate('partyVrUnset', { sessions })
        : translate('partyVrAt', { sessions, time }),
    partyVrLine: (sessions, time) => translate('partyVrLine', { sessions, time }),
    arrival: {
      regular: translate('arrivalRegular'),
      birthday: translate('arrivalBirthday'),
      vr: translate('arrivalVr'),
    },
    deposit: (amount) => translate('deposit', { amount }),
    approved: {
      heading: {
        regular: translate('approvedHeadingRegular'),
        birthday: translate('approvedHeadingBirthday'),
        vr: translate('approvedHeadingVr'),
      },
      greeting: (name, venue, kind) =>
        aroundName(translate('approvedGreeting', { name: nameMark, venue, kind }), name),
      invite: translate('approvedInvite'),
    },
    moved: {
      heading: {
        regular: translate('movedHeadingRegular'),
        birthday: translate('movedHeadingBirthday'),
        vr: translate('movedHeadingVr'),
      },
      greeting: (name, venue, kind, when) =>
        aroundName(translate('movedGreeting', { name: nameMark, venue, kind, when }), name),
      invite: translate('movedInvite'),
    },
    rejected: {
      heading: translate('rejectedHeading'),
      greeting: (name, venue, kind) =>
        aroundName(translate('rejectedGreeting', { name: nameMark, venue, kind }), name),
      defaultReason: translate('rejectedDefaultReason'),
      reasons: {
        slot_unavailable: translate('reasonSlotUnavailable'),
        full_capacity: translate('reasonFullCapacity'),
        party_size: translate('reasonPartySize'),
      },
    },
    cancelled: {
      heading: translate('cancelledHeading'),
      greeting: (name, venue, kind, when) =>
        aroundName(
          translate('cancelledGreeting', {
            name: nameMark,
            venue,
            kind,
            when,
          }),
          name,
        ),
      welcomeBack: translate('cancelledWelcomeBack'),
    },
    venueCancelled: {
      heading: translate('venueCancelledHeading'),
      greeting: (name, venue, kind, when) =>
        aroundName(
          translate('venueCancelledGreeting', {
            name: nameMark,
            venue,
            kind,
            when,
          }),
          name,
        ),
      rebook: translate('venueCancelledRebook'),
    },
    affected: {
      heading: translate('affectedHeading'),
      greeting: (name, venue, kind, when) =>
        aroundName(translate('affectedGreeting', { name: nameMark, venue, kind, when }), name),
      dayClosed: translate('affectedDayClosed'),
      timeClosed: (from, to) => translate('affectedTimeClosed', { from: ltr(from), to: ltr(to) }),
      hours: translate('affectedHours'),
      choose: translate('affectedChoose'),
    },
    ...noticeWordsFrom(translate, ltr),
    manage: (url) => translate('manage', { url: ltr(url) }),
    manageAffected: (url) => translate('manageAffected', { url: ltr(url) }),
    contact: (phone) => translate('contact', { phone: phoneNumber(phone) }),
    // The address is in the booking's language (an Arabic one in Arabic): isolated in its own
    // direction, so its number stays at its start.
    footer: (venue, address, hours) =>
      translate('footer', {
        venue,
        address: dir === 'rtl' ? `\u2068${address}\u2069` : address,
        hours,
      }),
    weeklyHours: {
      daily: (_opensAt, _closesAt, range) => translate('hoursDaily', { hours: range }),
      closed: (days) => translate('hoursClosed', { days }),
      open: (days, range) => translate('hoursOpen', { days, hours: range }),
    },
    lanes: (count, lanes) => translate('heldLanes', { count, lanes }),
    stations: (count, stations) => translate('heldStations', { count, stations }),
    invite: {
      what: (kind, people, bundleName) =>
        kind === 'vr'
          ? translate('inviteVr', { players: people })
          : bundleName
            ? translate('inviteBundle', { bundle: bundleName })
            : translate('inviteBowling', { people }),
      party: (kind, people, rounds) =>
        kind === 'birthday'
          ? translate('invitePartyBirthday', { people })
          : kind === 'vr'
            ? translate('invitePartyVr', { sessions: rounds })
            : translate('invitePartyRounds', { rounds }),
      summary: (what, venue) => translate('inviteSummary', { what, venue }),
      description: (reference, party, email) =>
        translate('inviteDescription', { reference: ltr(reference), party, email: ltr(email) }),
    },
  };
}

/** The e-mails' words in every locale the product speaks. */
export const emailMessages = Object.fromEntries(
  locales.map((locale) => [locale, emailWordsFrom(locale, translatorFor(locale))]),
) as Record<LocaleCode, EmailMessages>;
