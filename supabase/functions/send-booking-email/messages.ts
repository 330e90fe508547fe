// The words of the booking e-mails and their calendar invite in each locale, read from the
// e-mails' catalogue (packages/i18n/src/messages/emails.ts, translated in
// supabase/functions/_shared/locales/<locale>.po and compiled beside it by npm run i18n:extract).
// This module only puts the booking's values into those messages.
import { formatIls } from '../../../packages/domain/src/format.ts';
import { type LocaleCode, localeInfo, locales } from '../../../packages/domain/src/locales.ts';
import { type Translate, translatorFor } from '../_shared/locales/translate.ts';
import type { EmailMessages } from './email-words.ts';
import { noticeWordsFrom } from './notice-words.ts';
import { aroundName, nameMark } from './pieces.ts';

export type { BookingKind, EmailMessages, LeftToRight, Piece, Typed } from './email-words.ts';

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
