/**
 * The words of the WhatsApp booking messages, as submitted to Meta for approval: one body per
 * language with its numbered placeholders, and the URL buttons. Meta sends only approved text, so
 * a change here is a new submission (`npm run whatsapp:templates`) and a wait for its approval
 * before the senders may use it (docs/decisions/029). Wording follows the booking e-mails',
 * addressing the customer in the singular. A VR booking's receipt, approval and reminder have
 * their own templates (`vr_…`: players, sessions, stations and the minimum age instead of people,
 * lanes and shoes); its other messages are the bowling ones', which name no lane.
 */

import { lines, viewOrChange } from './whatsapp-template-parts.ts';
import type { WhatsappTemplate } from './whatsapp-templates.ts';
import { vrTemplateTexts } from './whatsapp-vr-template-texts.ts';

/** The bowling and party messages (VR's own come after them). */
const bowlingTemplateTexts = [
  {
    name: 'booking_request_received',
    category: 'UTILITY',
    parameters: ['name', 'reference', 'date', 'time', 'people'],
    body: {
      en: lines(
        'Hi {{1}}, we have your booking request at Strike Zone.',
        '',
        'Reference: {{2}}',
        'Date: {{3}}',
        'Time: {{4}}',
        'People: {{5}}',
        '',
        'It is not confirmed yet. Reception will look at it, and we will message you here as soon as they decide.',
      ),
      ar: lines(
        'مرحبًا {{1}}، وصلنا طلب حجزك في Strike Zone.',
        '',
        'رقم الحجز: {{2}}',
        'التاريخ: {{3}}',
        'الوقت: {{4}}',
        'عدد الأشخاص: {{5}}',
        '',
        'لم يُؤكَّد الحجز بعد: سيراجعه فريق الاستقبال، وسنراسلك هنا فور اتخاذ القرار.',
      ),
    },
    buttons: [viewOrChange],
  },
  {
    name: 'booking_approved',
    category: 'UTILITY',
    parameters: ['name', 'reference', 'date', 'time', 'lanes'],
    body: {
      en: lines(
        'Hi {{1}}, great news: your booking at Strike Zone is confirmed.',
        '',
        'Reference: {{2}}',
        'Date: {{3}}',
        'Time: {{4}}',
        'Booked for you: {{5}}',
        '',
        'Please arrive a little early to get your shoes. See you soon!',
      ),
      ar: lines(
        'مرحبًا {{1}}، يسعدنا إبلاغك بتأكيد حجزك في Strike Zone.',
        '',
        'رقم الحجز: {{2}}',
        'التاريخ: {{3}}',
        'الوقت: {{4}}',
        'حُجز لك: {{5}}',
        '',
        'يُرجى الحضور قبل الموعد بقليل لاستلام أحذية البولينغ. نراك قريبًا!',
      ),
    },
    buttons: [viewOrChange],
  },
  {
    name: 'booking_rejected',
    category: 'UTILITY',
    parameters: ['name', 'reference', 'date', 'time', 'reason'],
    body: {
      en: lines(
        'Hi {{1}}, thank you for choosing Strike Zone. We are sorry, but we cannot confirm your booking request.',
        '',
        'Reference: {{2}}',
        'Date: {{3}}',
        'Time: {{4}}',
        'Reason: {{5}}',
        '',
        'Please choose another time on our website, or contact us: we would love to have you.',
      ),
      ar: lines(
        'مرحبًا {{1}}، شكرًا لاختيارك Strike Zone. نأسف لعدم تمكّننا من تأكيد طلب حجزك.',
        '',
        'رقم الحجز: {{2}}',
        'التاريخ: {{3}}',
        'الوقت: {{4}}',
        'السبب: {{5}}',
        '',
        'يمكنك اختيار وقت آخر على موقعنا أو التواصل معنا، فنحن نرحّب بزيارتك.',
      ),
    },
    buttons: [],
  },
  {
    name: 'booking_rescheduled',
    category: 'UTILITY',
    parameters: ['name', 'reference', 'date', 'time'],
    body: {
      en: lines(
        'Hi {{1}}, your booking at Strike Zone has moved. It is confirmed at the new time.',
        '',
        'Reference: {{2}}',
        'New date: {{3}}',
        'New time: {{4}}',
        '',
        'See you then!',
      ),
      ar: lines(
        'مرحبًا {{1}}، تغيّر موعد حجزك في Strike Zone، وهو مؤكَّد في موعده الجديد.',
        '',
        'رقم الحجز: {{2}}',
        'التاريخ الجديد: {{3}}',
        'الوقت الجديد: {{4}}',
        '',
        'نراك في الموعد الجديد!',
      ),
    },
    buttons: [viewOrChange],
  },
  {
    name: 'booking_cancelled',
    category: 'UTILITY',
    parameters: ['name', 'reference', 'date', 'time'],
    body: {
      en: lines(
        'Hi {{1}}, your booking at Strike Zone is cancelled, as you asked.',
        '',
        'Reference: {{2}}',
        'Date: {{3}}',
        'Time: {{4}}',
        '',
        'We hope to see you another time.',
      ),
      ar: lines(
        'مرحبًا {{1}}، تم إلغاء حجزك في Strike Zone بناءً على طلبك.',
        '',
        'رقم الحجز: {{2}}',
        'التاريخ: {{3}}',
        'الوقت: {{4}}',
        '',
        'نأمل أن نراك في وقت آخر.',
      ),
    },
    buttons: [],
  },
  {
    name: 'booking_cancelled_by_venue',
    category: 'UTILITY',
    parameters: ['name', 'reference', 'date', 'time', 'message'],
    body: {
      en: lines(
        'Hi {{1}}, we are sorry: we had to cancel your booking at Strike Zone.',
        '',
        'Reference: {{2}}',
        'Date: {{3}}',
        'Time: {{4}}',
        'Our message: {{5}}',
        '',
        'We would love to have you another time: book again on our website, or call us.',
      ),
      ar: lines(
        'مرحبًا {{1}}، نعتذر منك: اضطررنا إلى إلغاء حجزك في Strike Zone.',
        '',
        'رقم الحجز: {{2}}',
        'التاريخ: {{3}}',
        'الوقت: {{4}}',
        'رسالتنا: {{5}}',
        '',
        'يسعدنا استقبالك في وقت آخر: يمكنك الحجز من جديد على موقعنا، أو الاتصال بنا.',
      ),
    },
    buttons: [],
  },
  {
    name: 'booking_affected',
    category: 'UTILITY',
    parameters: ['name', 'reference', 'date', 'time', 'reason'],
    body: {
      en: lines(
        'Hi {{1}}, our schedule has changed, and your booking at Strike Zone no longer fits it.',
        '',
        'Reference: {{2}}',
        'Date: {{3}}',
        'Time: {{4}}',
        'Reason: {{5}}',
        '',
        'Please pick another time or cancel from your booking page, or call us and we will find you a time.',
      ),
      ar: lines(
        'مرحبًا {{1}}، تغيّرت مواعيدنا، ولم يعد حجزك في Strike Zone يناسبها.',
        '',
        'رقم الحجز: {{2}}',
        'التاريخ: {{3}}',
        'الوقت: {{4}}',
        'السبب: {{5}}',
        '',
        'يمكنك اختيار موعد آخر أو إلغاء الحجز من صفحة حجزك، أو الاتصال بنا وسنجد لك موعدًا.',
      ),
    },
    buttons: [
      { text: { en: 'Pick another time', ar: 'اختيار موعد آخر' }, path: '/booking/manage/{{1}}' },
    ],
  },
  {
    name: 'booking_reminder',
    category: 'UTILITY',
    parameters: ['name', 'reference', 'date', 'time'],
    body: {
      en: lines(
        'Hi {{1}}, a reminder of your booking at Strike Zone.',
        '',
        'Reference: {{2}}',
        'Date: {{3}}',
        'Time: {{4}}',
        '',
        'Please arrive a little early to get your shoes. Tell us you are coming, or change or cancel your booking, with the buttons below.',
      ),
      ar: lines(
        'مرحبًا {{1}}، نذكّرك بحجزك في Strike Zone.',
        '',
        'رقم الحجز: {{2}}',
        'التاريخ: {{3}}',
        'الوقت: {{4}}',
        '',
        'يُرجى الحضور قبل الموعد بقليل لاستلام أحذية البولينغ. يمكنك تأكيد حضورك، أو تغيير حجزك أو إلغاؤه، من الأزرار أدناه.',
      ),
    },
    buttons: [
      { text: { en: "I'm coming", ar: 'سأحضر' }, path: '/booking/coming/{{1}}' },
      { text: { en: 'Change or cancel', ar: 'تغيير أو إلغاء' }, path: '/booking/manage/{{1}}' },
    ],
  },
] as const satisfies readonly WhatsappTemplate[];

export const whatsappTemplateTexts = [
  ...bowlingTemplateTexts,
  ...vrTemplateTexts,
] as const satisfies readonly WhatsappTemplate[];
