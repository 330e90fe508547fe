// The shape of the booking e-mails' words in one locale (messages.ts fills it from the catalogue),
// and the pieces a message is made of.
import type { BirthdayEstimate } from '../../../packages/domain/src/pricing.ts';
import type { RejectionReasonKey } from '../../../packages/domain/src/rejection-reasons.ts';
import type { WeeklyHoursWords } from '../../../packages/domain/src/weekly-hours-line.ts';
import type { NoticeWords } from './notice-words.ts';

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
