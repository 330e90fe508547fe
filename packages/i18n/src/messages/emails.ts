import { msg } from '@lingui/core/macro';

/**
 * The words of every e-mail the edge functions send: the booking e-mails to customers (with their
 * calendar invite) and the notice to a staff member whose password the manager set. They are
 * extracted into their own catalogue (supabase/functions/_shared/locales/<locale>.po), checked for
 * one translation per English message against the apps' catalogues, and compiled by
 * `npm run i18n:extract` into the module the functions read
 * (supabase/functions/_shared/locales/email-messages.generated.ts): Deno runs no message macros.
 *
 * Each message is written as `msg({ message })` with its placeholders by name; the functions fill
 * them by those names. A value that reads left to right (an address, a phone number, a link) is
 * isolated by the function in a right-to-left language; a typed name is isolated in every language.
 */
export const emailMessages = {
  // The booking e-mails' subjects.
  subjectApproved: msg({ message: 'Bowling Booking Confirmed - {date}' }),
  subjectMoved: msg({ message: 'Your booking moved to {when}' }),
  subjectRejected: msg({ message: 'Bowling Booking Update - {date}' }),
  subjectCancelled: msg({ message: 'Bowling Booking Cancelled - {date}' }),
  subjectAffected: msg({ message: 'Your booking on {date} needs a new time' }),
  subjectReceived: msg({ message: 'We got your booking request for {date}' }),
  subjectReminder: msg({ message: 'Reminder: your booking on {date} at {time}' }),
  // A VR booking's subjects: the bowling ones' words, for its VR sessions.
  subjectApprovedVr: msg({ message: 'VR Booking Confirmed - {date}' }),
  subjectRejectedVr: msg({ message: 'VR Booking Update - {date}' }),
  subjectCancelledVr: msg({ message: 'VR Booking Cancelled - {date}' }),

  // The labels of the booking's details.
  labelDate: msg({ message: 'Date' }),
  labelTime: msg({ message: 'Time' }),
  labelType: msg({ message: 'Type' }),
  labelPackage: msg({ message: 'Package' }),
  labelGuests: msg({ message: 'Guests' }),
  labelDuration: msg({ message: 'Duration' }),
  labelEstimatedTotal: msg({ message: 'Estimated total' }),
  labelDeposit: msg({ message: 'Deposit' }),
  labelNotes: msg({ message: 'Your notes' }),
  labelPeople: msg({ message: 'People' }),
  labelRounds: msg({ message: 'Rounds' }),
  labelPhone: msg({ message: 'Phone' }),
  labelReference: msg({ message: 'Booking reference' }),
  labelReason: msg({ message: 'Reason' }),
  labelDetails: msg({ message: 'Booking details' }),
  // A VR booking's details, and a party's VR sessions.
  labelPlayers: msg({ message: 'Players' }),
  labelVrSessions: msg({ message: 'VR sessions' }),
  labelPrice: msg({ message: 'Price' }),

  typeRegular: msg({ message: 'Regular Booking' }),
  typeBirthday: msg({ message: 'Birthday Package' }),
  typeVr: msg({ message: 'VR Session' }),
  /** A VR booking's sessions and their whole length: "2 sessions (40 minutes)". */
  vrSessionsLength: msg({
    message: '{sessions, plural, one {# session} other {# sessions}} ({length})',
  }),
  /** How a VR booking's price adds up: "3 players × 2 sessions × 35 ILS" (the price formatted). */
  vrPriceSum: msg({
    message:
      '{players, plural, one {# player} other {# players}} × {sessions, plural, one {# session} other {# sessions}} × {price}',
  }),
  /** The youngest a VR player may be, said in every VR e-mail. */
  vrMinimumAge: msg({ message: 'Every player must be {age} or older.' }),
  /** A party's VR sessions once approval set their time ("1 session from 18:00"). */
  partyVrAt: msg({
    message: '{sessions, plural, one {# session} other {# sessions}} from {time}',
  }),
  /** A party's VR sessions before approval sets their time. */
  partyVrUnset: msg({
    message:
      '{sessions, plural, one {# session} other {# sessions}}, the time set when it is confirmed',
  }),
  /** The line of a party's approval that gives the time of its VR. */
  partyVrLine: msg({
    message:
      'Your party plays VR for {sessions, plural, one {# session} other {# sessions}} from {time}.',
  }),
  minutes: msg({ message: '{count, plural, one {# minute} other {# minutes}}' }),
  /** How a birthday's estimate adds up: "18 guests × 70 ILS" (the price already formatted). */
  estimateSum: msg({ message: '{guests, plural, one {# guest} other {# guests}} × {price}' }),
  arrivalRegular: msg({ message: 'Please arrive 10 minutes early to get your shoes.' }),
  arrivalVr: msg({ message: 'Please arrive 10 minutes early for a short safety briefing.' }),
  arrivalBirthday: msg({
    message: 'Please arrive 15 minutes early so everyone gets their shoes in time.',
  }),
  deposit: msg({
    message: 'Our team will contact you about the {amount} deposit that secures the party.',
  }),

  // An approval. `kind` is `birthday`, `vr` or `regular`; `name` is the customer's typed name.
  approvedHeadingRegular: msg({ message: 'Your lane is booked!' }),
  approvedHeadingBirthday: msg({ message: 'Your birthday party is booked!' }),
  approvedHeadingVr: msg({ message: 'Your VR session is booked!' }),
  approvedGreeting: msg({
    message:
      'Hi {name}, great news: your {kind, select, birthday {birthday party} vr {VR booking} other {bowling booking}} at {venue} is confirmed.',
  }),
  approvedInvite: msg({
    message: 'The calendar invite attached adds it to your calendar in one tap.',
  }),

  // An approved booking moved to another time: never read as a new booking.
  movedHeadingRegular: msg({ message: 'Your booking has moved' }),
  movedHeadingBirthday: msg({ message: 'Your birthday party has moved' }),
  movedHeadingVr: msg({ message: 'Your VR session has moved' }),
  movedGreeting: msg({
    message:
      'Hi {name}, your {kind, select, birthday {birthday party} vr {VR booking} other {bowling booking}} at {venue} has moved to {when}. It is confirmed at the new time.',
  }),
  movedInvite: msg({
    message: 'The calendar invite attached replaces the earlier one in your calendar.',
  }),

  // A rejection; the quick reasons are the apps' own messages (rejection-reasons.ts).
  rejectedHeading: msg({ message: 'About your booking request' }),
  rejectedGreeting: msg({
    message:
      'Hi {name}, thank you for choosing {venue}. We are sorry, but we cannot confirm your {kind, select, birthday {birthday party} vr {VR booking} other {bowling booking}}.',
  }),
  rejectedDefaultReason: msg({
    message:
      'Unfortunately we could not fit your booking in at that time. Please choose another time or contact us, we would love to have you.',
  }),
  reasonSlotUnavailable: msg({ message: 'The requested time slot is unavailable.' }),
  reasonFullCapacity: msg({ message: 'We are at full capacity at the requested time.' }),
  reasonPartySize: msg({ message: 'We cannot accommodate the party size of this booking.' }),

  // The customer's own cancellation.
  cancelledHeading: msg({ message: 'Your booking is cancelled' }),
  cancelledGreeting: msg({
    message:
      'Hi {name}, your {kind, select, birthday {birthday party} vr {VR booking} other {bowling booking}} at {venue} on {when} is cancelled, as you asked.',
  }),
  cancelledWelcomeBack: msg({ message: 'We hope to see you another time.' }),

  // The venue's cancellation, with reception's message.
  venueCancelledHeading: msg({ message: 'We had to cancel your booking' }),
  venueCancelledGreeting: msg({
    message:
      'Hi {name}, we are sorry: we had to cancel your {kind, select, birthday {birthday party} vr {VR booking} other {bowling booking}} at {venue} on {when}.',
  }),
  venueCancelledRebook: msg({
    message: 'We would love to have you another time: book again on our website, or call us.',
  }),
  labelMessage: msg({ message: 'Our message' }),

  // A change to the schedule (a closure, new hours) the booking no longer fits.
  affectedHeading: msg({ message: 'Your booking needs a new time' }),
  affectedGreeting: msg({
    message:
      'Hi {name}, our schedule has changed, and your {kind, select, birthday {birthday party} vr {VR booking} other {bowling booking}} at {venue} on {when} no longer fits it.',
  }),
  affectedDayClosed: msg({ message: 'We are closed that day.' }),
  affectedTimeClosed: msg({ message: 'We are closed from {from} to {to} that day.' }),
  affectedHours: msg({ message: 'Our opening hours that day no longer include your time.' }),
  affectedChoose: msg({
    message:
      'Please choose another time or cancel from your booking page, or call us and we will find you a time.',
  }),
  manageAffected: msg({ message: 'Choose a new time, or cancel, here: {url}' }),

  // The receipt of a request made on the site: not confirmed yet. `reference` is the booking's
  // short reference, `name` the customer's typed name.
  receivedHeading: msg({ message: 'We got your request' }),
  receivedGreeting: msg({
    message:
      'Hi {name}, thank you for your {kind, select, birthday {birthday party} vr {VR booking} other {bowling booking}} request at {venue}. Your booking reference is {reference}.',
  }),
  receivedPending: msg({
    message:
      'It is not confirmed yet: our reception team will look at it, and we will let you know as soon as they decide.',
  }),
  manageReceived: msg({ message: 'See, change or cancel your request here: {url}' }),

  // The reminder before an approved visit, with its two buttons (and their lines in the text).
  reminderHeading: msg({ message: 'See you soon!' }),
  reminderGreeting: msg({
    message:
      'Hi {name}, a reminder of your {kind, select, birthday {birthday party} vr {VR booking} other {bowling booking}} at {venue} on {when}.',
  }),
  reminderAsk: msg({
    message:
      'Let us know you are coming, or change or cancel your booking if your plans have changed.',
  }),
  reminderComing: msg({ message: "I'm coming" }),
  reminderChange: msg({ message: 'Change or cancel' }),
  reminderComingLine: msg({ message: "I'm coming: {url}" }),
  reminderChangeLine: msg({ message: 'Change or cancel: {url}' }),

  manage: msg({ message: 'See your booking, or cancel it, here: {url}' }),
  contact: msg({ message: 'Questions or changes? Call {phone} or reply to this e-mail.' }),
  footer: msg({ message: '{venue} - {address} - {hours}' }),
  // The weekly hours in the footer: the same every day, else each run of weekdays.
  hoursDaily: msg({ message: 'open daily {hours}' }),
  hoursClosed: msg({ message: '{days}: closed' }),
  hoursOpen: msg({ message: '{days}: {hours}' }),

  // The calendar invite's title and description.
  inviteBundle: msg({ message: '{bundle} birthday package' }),
  inviteBowling: msg({ message: 'Bowling for {people}' }),
  invitePartyBirthday: msg({
    message: 'Birthday party for {people, plural, one {# guest} other {# guests}}',
  }),
  inviteVr: msg({ message: 'VR for {players, plural, one {# player} other {# players}}' }),
  invitePartyVr: msg({
    message: '{sessions, plural, one {# VR session} other {# VR sessions}}',
  }),
  invitePartyRounds: msg({ message: '{rounds, plural, one {# round} other {# rounds}}' }),
  inviteSummary: msg({ message: '{what} at {venue}' }),
  inviteDescription: msg({ message: 'Booking {reference}. {party}. Questions? {email}' }),

  // The lanes an approved booking holds, in its WhatsApp message ("Lanes 2–3").
  heldLanes: msg({ message: '{count, plural, one {Lane {lanes}} other {Lanes {lanes}}}' }),
  // The VR stations an approved VR booking holds, in its WhatsApp message ("Stations 1–3").
  heldStations: msg({
    message: '{count, plural, one {Station {stations}} other {Stations {stations}}}',
  }),

  // The notice to a staff member whose password the manager set (in the member's language).
  passwordSetSubject: msg({ message: 'Your {venue} staff password was changed' }),
  passwordSetGreeting: msg({ message: 'Hello {name},' }),
  passwordSetBody: msg({
    message:
      '{manager}, the manager, set a new password for your staff account. Your other sessions have been signed out.',
  }),
  passwordSetSignIn: msg({
    message: 'Sign in with the new password the manager gives you, then change it in Settings.',
  }),
  passwordSetNotYou: msg({ message: 'If you did not ask for this, tell the manager at once.' }),
};
