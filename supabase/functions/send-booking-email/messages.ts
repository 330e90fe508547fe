// The words of the booking e-mails and their calendar invite, one table per locale. English is the
// spec's text; a locale without its table does not type-check, so every message has its Arabic.
// One file on purpose, over 300 lines: it is one job (the e-mails' words), and the two tables read
// side by side, where a sentence changed in one language is seen beside the other.
import { formatCount, formatIls } from '../../../packages/domain/src/format.ts';
import type { LocaleCode } from '../../../packages/domain/src/locales.ts';
import { type BirthdayEstimate, estimateSumText } from '../../../packages/domain/src/pricing.ts';
import {
  type RejectionReasonKey,
  rejectionReasonEnglish,
} from '../../../packages/domain/src/rejection-reasons.ts';

/** Text a person typed (a name, notes, a reason), set apart from the venue's own words. */
export type Typed = { readonly typed: string };
/** A value that reads left to right in every language: a phone number, a booking reference. */
export type LeftToRight = { readonly ltr: string };
/** A run of a message: the venue's own words, typed text, or a left-to-right value. */
export type Piece = string | Typed | LeftToRight;

type ByType = { regular: string; birthday: string };

export type EmailMessages = {
  dir: 'ltr' | 'rtl';
  subject: {
    approved: (date: string) => string;
    /** An approved booking moved to another time: its own subject, never read as a new booking. */
    moved: (when: string) => string;
    rejected: (date: string) => string;
    cancelled: (date: string) => string;
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
    details: string;
  };
  typeName: ByType;
  minutes: (count: number) => string;
  /** How a birthday's estimate adds up: "18 guests × 70 ILS". */
  estimateSum: (estimate: BirthdayEstimate) => string;
  arrival: ByType;
  deposit: (amount: string) => string;
  approved: {
    heading: ByType;
    greeting: (name: Piece, venue: string, isBirthday: boolean) => Piece[];
    invite: string;
  };
  moved: {
    heading: ByType;
    greeting: (name: Piece, venue: string, isBirthday: boolean, when: string) => Piece[];
    invite: string;
  };
  rejected: {
    heading: string;
    greeting: (name: Piece, venue: string, isBirthday: boolean) => Piece[];
    defaultReason: string;
    /** The quick reasons reception picks, by key (packages/domain/src/rejection-reasons.ts). */
    reasons: Record<RejectionReasonKey, string>;
  };
  /** The short confirmation of the customer's own cancellation. */
  cancelled: {
    heading: string;
    greeting: (name: Piece, venue: string, isBirthday: boolean, when: string) => Piece[];
    welcomeBack: string;
  };
  /** The line that carries the booking's manage link. */
  manage: (url: string) => string;
  contact: (phone: string) => string;
  footer: (venue: string, address: string, hours: string) => string;
  invite: {
    what: (people: number, bundleName: string | null) => string;
    party: (isBirthday: boolean, people: number, rounds: number) => string;
    summary: (what: string, venue: string) => string;
    description: (reference: string, party: string, email: string) => string;
  };
};

const englishWhat = (isBirthday: boolean) => (isBirthday ? 'birthday party' : 'bowling booking');

const english: EmailMessages = {
  dir: 'ltr',
  subject: {
    approved: (date) => `Bowling Booking Confirmed - ${date}`,
    moved: (when) => `Your booking moved to ${when}`,
    rejected: (date) => `Bowling Booking Update - ${date}`,
    cancelled: (date) => `Bowling Booking Cancelled - ${date}`,
  },
  labels: {
    date: 'Date',
    time: 'Time',
    type: 'Type',
    package: 'Package',
    guests: 'Guests',
    duration: 'Duration',
    estimatedTotal: 'Estimated total',
    deposit: 'Deposit',
    notes: 'Your notes',
    people: 'People',
    rounds: 'Rounds',
    phone: 'Phone',
    reference: 'Booking reference',
    reason: 'Reason',
    details: 'Booking details',
  },
  typeName: { regular: 'Regular Booking', birthday: 'Birthday Package' },
  minutes: (count) => `${count} minutes`,
  estimateSum: estimateSumText,
  arrival: {
    regular: 'Please arrive 10 minutes early to get your shoes.',
    birthday: 'Please arrive 15 minutes early so everyone gets their shoes in time.',
  },
  deposit: (amount) =>
    `Our team will contact you about the ${amount} deposit that secures the party.`,
  approved: {
    heading: { regular: 'Your lane is booked!', birthday: 'Your birthday party is booked!' },
    greeting: (name, venue, isBirthday) => [
      'Hi ',
      name,
      `, great news: your ${englishWhat(isBirthday)} at ${venue} is confirmed.`,
    ],
    invite: 'The calendar invite attached adds it to your calendar in one tap.',
  },
  moved: {
    heading: { regular: 'Your booking has moved', birthday: 'Your birthday party has moved' },
    greeting: (name, venue, isBirthday, when) => [
      'Hi ',
      name,
      `, your ${englishWhat(isBirthday)} at ${venue} has moved to ${when}. It is confirmed at the new time.`,
    ],
    invite: 'The calendar invite attached replaces the earlier one in your calendar.',
  },
  rejected: {
    heading: 'About your booking request',
    greeting: (name, venue, isBirthday) => [
      'Hi ',
      name,
      `, thank you for choosing ${venue}. We are sorry, but we cannot confirm your ${englishWhat(isBirthday)}.`,
    ],
    defaultReason:
      'Unfortunately we could not fit your booking in at that time. Please choose another time or contact us, we would love to have you.',
    reasons: {
      slot_unavailable: rejectionReasonEnglish.slot_unavailable.text,
      full_capacity: rejectionReasonEnglish.full_capacity.text,
      party_size: rejectionReasonEnglish.party_size.text,
    },
  },
  cancelled: {
    heading: 'Your booking is cancelled',
    greeting: (name, venue, isBirthday, when) => [
      'Hi ',
      name,
      `, your ${englishWhat(isBirthday)} at ${venue} on ${when} is cancelled, as you asked.`,
    ],
    welcomeBack: 'We hope to see you another time.',
  },
  manage: (url) => `See your booking, or cancel it, here: ${url}`,
  contact: (phone) => `Questions or changes? Call ${phone} or reply to this e-mail.`,
  footer: (venue, address, hours) => `${venue} - ${address} - open daily ${hours}`,
  invite: {
    what: (people, bundleName) =>
      bundleName ? `${bundleName} birthday package` : `Bowling for ${people}`,
    party: (isBirthday, people, rounds) =>
      isBirthday ? `Birthday party for ${people} guests` : `${rounds} round(s)`,
    summary: (what, venue) => `${what} at ${venue}`,
    description: (reference, party, email) => `Booking ${reference}. ${party}. Questions? ${email}`,
  },
};

const arabicPlurals = new Intl.PluralRules('ar');

/**
 * A count with its noun in the Arabic form the number takes: "ضيف واحد", "ضيفان", "5 ضيوف",
 * "18 ضيفًا", "100 ضيف" (one, two, few for 3 to 10, many for 11 to 99, other).
 */
function arabicCount(
  count: number,
  forms: { one: string; two: string; few: string; many: string; other: string },
): string {
  const category = arabicPlurals.select(count) as keyof typeof forms | 'zero';
  const form = category === 'zero' ? forms.other : forms[category];
  return form.replace('#', formatCount(count, 'ar'));
}

const arabicGuests = (count: number) =>
  arabicCount(count, {
    one: 'ضيف واحد',
    two: 'ضيفان',
    few: '# ضيوف',
    many: '# ضيفًا',
    other: '# ضيف',
  });

// LEFT-TO-RIGHT ISOLATE ... POP DIRECTIONAL ISOLATE: an address or a reference reads as typed.
const ltr = (text: string) => `\u2066${text}\u2069`;
// A phone number also stays on one line: its spaces do not break.
const phoneNumber = (text: string) => ltr(text.replace(/ /g, '\u00a0'));

const arabicWhat = (isBirthday: boolean) =>
  isBirthday ? 'حجز حفلة عيد الميلاد' : 'حجزكم للبولينغ';

const arabic: EmailMessages = {
  dir: 'rtl',
  subject: {
    approved: (date) => `تأكيد حجز البولينغ - ${date}`,
    moved: (when) => `نُقل حجزكم إلى ${when}`,
    rejected: (date) => `بخصوص حجز البولينغ - ${date}`,
    cancelled: (date) => `إلغاء حجز البولينغ - ${date}`,
  },
  labels: {
    date: 'التاريخ',
    time: 'الوقت',
    type: 'النوع',
    package: 'الباقة',
    guests: 'عدد الضيوف',
    duration: 'المدة',
    estimatedTotal: 'المجموع التقديري',
    deposit: 'العربون',
    notes: 'ملاحظاتكم',
    people: 'عدد الأشخاص',
    rounds: 'عدد الجولات',
    phone: 'الهاتف',
    reference: 'رقم الحجز',
    reason: 'السبب',
    details: 'تفاصيل الحجز',
  },
  typeName: { regular: 'حجز عادي', birthday: 'باقة عيد ميلاد' },
  minutes: (count) =>
    arabicCount(count, {
      one: 'دقيقة واحدة',
      two: 'دقيقتان',
      few: '# دقائق',
      many: '# دقيقة',
      other: '# دقيقة',
    }),
  estimateSum: ({ guests, pricePerPerson }) =>
    `${arabicGuests(guests)} × ${formatIls(pricePerPerson, 'ar')}`,
  arrival: {
    regular: 'يُرجى الحضور قبل الموعد بعشر دقائق لاستلام أحذية البولينغ.',
    birthday: 'يُرجى الحضور قبل الموعد بخمس عشرة دقيقة ليستلم الجميع أحذيتهم في الوقت المناسب.',
  },
  deposit: (amount) => `سيتواصل معكم فريقنا بشأن العربون البالغ ${amount} لتثبيت حجز الحفلة.`,
  approved: {
    heading: { regular: 'مساركم محجوز!', birthday: 'حفلة عيد الميلاد محجوزة!' },
    greeting: (name, venue, isBirthday) => [
      'مرحبًا ',
      name,
      `، يسعدنا إبلاغكم بتأكيد ${arabicWhat(isBirthday)} في ${venue}.`,
    ],
    invite: 'تضيف دعوة التقويم المرفقة الموعد إلى تقويمكم بنقرة واحدة.',
  },
  moved: {
    heading: { regular: 'تغيّر موعد حجزكم', birthday: 'تغيّر موعد حفلة عيد الميلاد' },
    greeting: (name, venue, isBirthday, when) => [
      'مرحبًا ',
      name,
      `، نُقل ${arabicWhat(isBirthday)} في ${venue} إلى ${when}، وهو مؤكَّد في موعده الجديد.`,
    ],
    invite: 'تحلّ دعوة التقويم المرفقة محلّ الدعوة السابقة في تقويمكم.',
  },
  rejected: {
    heading: 'بخصوص طلب حجزكم',
    greeting: (name, venue, isBirthday) => [
      'مرحبًا ',
      name,
      `، شكرًا لاختياركم ${venue}. نأسف لعدم تمكّننا من تأكيد ${arabicWhat(isBirthday)}.`,
    ],
    defaultReason:
      'للأسف، لم نتمكن من إيجاد مكان لحجزكم في ذلك الوقت. يُرجى اختيار وقت آخر أو التواصل معنا، فنحن نرحّب بزيارتكم.',
    reasons: {
      slot_unavailable: 'الموعد المطلوب غير متاح.',
      full_capacity: 'العدد لدينا مكتمل في الوقت المطلوب.',
      party_size: 'لا يمكننا استيعاب عدد الأشخاص في هذا الحجز.',
    },
  },
  cancelled: {
    heading: 'تم إلغاء حجزكم',
    greeting: (name, venue, isBirthday, when) => [
      'مرحبًا ',
      name,
      `، تم إلغاء ${arabicWhat(isBirthday)} في ${venue} بتاريخ ${when} بناءً على طلبكم.`,
    ],
    welcomeBack: 'نأمل أن نراكم في وقت آخر.',
  },
  manage: (url) => `لعرض حجزكم أو إلغائه: ${ltr(url)}`,
  contact: (phone) =>
    `لديكم سؤال أو تريدون تغيير الحجز؟ اتصلوا بنا على ${phoneNumber(phone)} أو ردّوا على هذه الرسالة.`,
  footer: (venue, address, hours) => `${venue} - ${ltr(address)} - مفتوح يوميًا ${hours}`,
  invite: {
    what: (people, bundleName) =>
      bundleName
        ? `باقة عيد الميلاد ${bundleName}`
        : `بولينغ (${arabicCount(people, { one: 'شخص واحد', two: 'شخصان', few: '# أشخاص', many: '# شخصًا', other: '# شخص' })})`,
    party: (isBirthday, people, rounds) =>
      isBirthday
        ? `حفلة عيد ميلاد (${arabicGuests(people)})`
        : arabicCount(rounds, {
            one: 'جولة واحدة',
            two: 'جولتان',
            few: '# جولات',
            many: '# جولة',
            other: '# جولة',
          }),
    summary: (what, venue) => `${what} في ${venue}`,
    description: (reference, party, email) =>
      `رقم الحجز ${ltr(reference)}. ${party}. للاستفسار: ${ltr(email)}`,
  },
};

export const emailMessages: Record<LocaleCode, EmailMessages> = { en: english, ar: arabic };
