// The VR booking's own WhatsApp templates: its receipt, approval and reminder, with players,
// sessions, stations and the minimum age instead of people, lanes and shoes (see
// whatsapp-template-texts.ts for how the texts reach Meta).
import { vrMinimumAge } from './vr.ts';
import { lines, viewOrChange } from './whatsapp-template-parts.ts';
import type { WhatsappTemplate } from './whatsapp-templates.ts';

export const vrTemplateTexts = [
  {
    name: 'vr_booking_request_received',
    category: 'UTILITY',
    parameters: ['name', 'reference', 'date', 'time', 'players', 'sessions'],
    body: {
      en: lines(
        'Hi {{1}}, we have your VR booking request at Strike Zone.',
        '',
        'Reference: {{2}}',
        'Date: {{3}}',
        'Time: {{4}}',
        'Players: {{5}}',
        'VR sessions: {{6}}',
        '',
        `Every player must be ${vrMinimumAge} or older. It is not confirmed yet. Reception will look at it, and we will message you here as soon as they decide.`,
      ),
      ar: lines(
        'مرحبًا {{1}}، وصلنا طلب حجز الواقع الافتراضي في Strike Zone.',
        '',
        'رقم الحجز: {{2}}',
        'التاريخ: {{3}}',
        'الوقت: {{4}}',
        'عدد اللاعبين: {{5}}',
        'جلسات الواقع الافتراضي: {{6}}',
        '',
        `يجب أن يكون عمر كل لاعب ${vrMinimumAge} سنوات أو أكثر. لم يُؤكَّد الحجز بعد: سيراجعه فريق الاستقبال، وسنراسلك هنا فور اتخاذ القرار.`,
      ),
    },
    buttons: [viewOrChange],
  },
  {
    name: 'vr_booking_approved',
    category: 'UTILITY',
    parameters: ['name', 'reference', 'date', 'time', 'sessions', 'stations'],
    body: {
      en: lines(
        'Hi {{1}}, great news: your VR booking at Strike Zone is confirmed.',
        '',
        'Reference: {{2}}',
        'Date: {{3}}',
        'Time: {{4}}',
        'VR sessions: {{5}}',
        'Booked for you: {{6}}',
        '',
        `Every player must be ${vrMinimumAge} or older. Please arrive 10 minutes early for a short safety briefing. See you soon!`,
      ),
      ar: lines(
        'مرحبًا {{1}}، يسعدنا إبلاغك بتأكيد حجز الواقع الافتراضي في Strike Zone.',
        '',
        'رقم الحجز: {{2}}',
        'التاريخ: {{3}}',
        'الوقت: {{4}}',
        'جلسات الواقع الافتراضي: {{5}}',
        'حُجز لك: {{6}}',
        '',
        `يجب أن يكون عمر كل لاعب ${vrMinimumAge} سنوات أو أكثر. يُرجى الحضور قبل الموعد بعشر دقائق لشرح قصير عن السلامة. نراك قريبًا!`,
      ),
    },
    buttons: [viewOrChange],
  },
  {
    name: 'vr_booking_reminder',
    category: 'UTILITY',
    parameters: ['name', 'reference', 'date', 'time'],
    body: {
      en: lines(
        'Hi {{1}}, a reminder of your VR booking at Strike Zone.',
        '',
        'Reference: {{2}}',
        'Date: {{3}}',
        'Time: {{4}}',
        '',
        `Every player must be ${vrMinimumAge} or older; please arrive 10 minutes early for a short safety briefing. Tell us you are coming, or change or cancel your booking, with the buttons below.`,
      ),
      ar: lines(
        'مرحبًا {{1}}، نذكّرك بحجز الواقع الافتراضي في Strike Zone.',
        '',
        'رقم الحجز: {{2}}',
        'التاريخ: {{3}}',
        'الوقت: {{4}}',
        '',
        `يجب أن يكون عمر كل لاعب ${vrMinimumAge} سنوات أو أكثر، ويُرجى الحضور قبل الموعد بعشر دقائق لشرح قصير عن السلامة. يمكنك تأكيد حضورك، أو تغيير حجزك أو إلغاؤه، من الأزرار أدناه.`,
      ),
    },
    buttons: [
      { text: { en: "I'm coming", ar: 'سأحضر' }, path: '/booking/coming/{{1}}' },
      { text: { en: 'Change or cancel', ar: 'تغيير أو إلغاء' }, path: '/booking/manage/{{1}}' },
    ],
  },
] as const satisfies readonly WhatsappTemplate[];
