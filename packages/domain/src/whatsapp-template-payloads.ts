/**
 * What `npm run whatsapp:templates` submits to Meta: one creation request of the Message
 * Templates API (`POST /{version}/{waba_id}/message_templates`) per template and language, with
 * the sample values Meta's reviewers read in place of each variable.
 */
import { formatLongDate, formatNumberSet } from './format.ts';
import {
  type WhatsappLanguage,
  type WhatsappTemplate,
  whatsappButtonUrl,
  whatsappLanguages,
  whatsappTemplates,
} from './whatsapp-templates.ts';

export type WhatsappTemplateCreation = {
  name: string;
  language: WhatsappLanguage;
  category: 'UTILITY';
  components: (
    | { type: 'BODY'; text: string; example: { body_text: string[][] } }
    | {
        type: 'BUTTONS';
        buttons: { type: 'URL'; text: string; url: string; example: string[] }[];
      }
  )[];
};

type Sample = Readonly<Record<WhatsappLanguage, string>>;
const same = (value: string): Sample => ({ en: value, ar: value });

/** A sample value for each body parameter, as the senders will fill it. */
const samples: Readonly<Record<string, Sample>> = {
  name: { en: 'Sara', ar: 'سارة' },
  reference: same('SZ-7K4Q'),
  date: { en: formatLongDate('2026-11-27', 'en'), ar: formatLongDate('2026-11-27', 'ar') },
  time: same('20:15'),
  people: same('4'),
  lanes: {
    en: `Lanes ${formatNumberSet([2, 3], 'en')}`,
    ar: `المساران ${formatNumberSet([2, 3], 'ar')}`,
  },
  players: same('3'),
  sessions: { en: '2 sessions (40 minutes)', ar: 'جلستان (40 دقيقة)' },
  stations: {
    en: `Stations ${formatNumberSet([1, 2, 3], 'en')}`,
    ar: `المحطات ${formatNumberSet([1, 2, 3], 'ar')}`,
  },
  reason: { en: 'We are closed that day.', ar: 'نحن مغلقون في ذلك اليوم.' },
  message: {
    en: 'The lanes are being repaired that evening.',
    ar: 'المسارات قيد الصيانة في ذلك المساء.',
  },
};

/** Samples that read better in one template than the shared ones. */
const samplesOf: Readonly<Record<string, Readonly<Record<string, Sample>>>> = {
  booking_rejected: {
    reason: {
      en: 'We are at full capacity at the requested time.',
      ar: 'العدد لدينا مكتمل في الوقت المطلوب.',
    },
  },
};

/** What a sample link's token looks like. */
const sampleToken = 'Xq7pT2mK9vLr4sWd';

function sampleOf(template: WhatsappTemplate, parameter: string, language: WhatsappLanguage) {
  const sample = samplesOf[template.name]?.[parameter] ?? samples[parameter];
  if (!sample) throw new Error(`No sample value for ${parameter} of ${template.name}.`);
  return sample[language];
}

/** The creation request of one template in one language, its buttons on `siteUrl`. */
export function whatsappTemplateCreation(
  template: WhatsappTemplate,
  language: WhatsappLanguage,
  siteUrl: string,
): WhatsappTemplateCreation {
  const body = {
    type: 'BODY' as const,
    text: template.body[language],
    example: { body_text: [template.parameters.map((p) => sampleOf(template, p, language))] },
  };
  const buttons = template.buttons.map((button) => ({
    type: 'URL' as const,
    text: button.text[language],
    url: whatsappButtonUrl(siteUrl, language, button.path),
    example: [whatsappButtonUrl(siteUrl, language, button.path.replace('{{1}}', sampleToken))],
  }));
  return {
    name: template.name,
    language,
    category: template.category,
    components: buttons.length > 0 ? [body, { type: 'BUTTONS', buttons }] : [body],
  };
}

/** Every template in every language, in the order of the template list. */
export function whatsappTemplateCreations(siteUrl: string): WhatsappTemplateCreation[] {
  return whatsappTemplates.flatMap((template) =>
    whatsappLanguages.map((language) => whatsappTemplateCreation(template, language, siteUrl)),
  );
}
