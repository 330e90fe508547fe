// What the WhatsApp templates' texts share (whatsapp-template-texts.ts).

/** A message body's lines, as Meta stores it. */
export const lines = (...parts: string[]) => parts.join('\n');

/** The button that opens the booking's manage page. */
export const viewOrChange = {
  text: { en: 'View or change', ar: 'عرض الحجز أو تغييره' },
  path: '/booking/manage/{{1}}',
} as const;
