import { describe, expect, it } from 'vitest';
import {
  whatsappTemplateCreation,
  whatsappTemplateCreations,
} from './whatsapp-template-payloads.ts';
import { whatsappTemplate, whatsappTemplates } from './whatsapp-templates.ts';

const site = 'https://strikezone.example/';

function reminder(language: 'en' | 'ar') {
  const template = whatsappTemplate('booking_reminder');
  if (!template) throw new Error('booking_reminder is missing');
  return whatsappTemplateCreation(template, language, site);
}

describe('the template creation requests', () => {
  it('are one per template and language', () => {
    const creations = whatsappTemplateCreations(site);
    expect(creations).toHaveLength(whatsappTemplates.length * 2);
    expect(creations.slice(0, 2).map((c) => [c.name, c.language])).toEqual([
      ['booking_request_received', 'en'],
      ['booking_request_received', 'ar'],
    ]);
    expect(new Set(creations.map((c) => `${c.name}/${c.language}`)).size).toBe(creations.length);
  });

  it('carry the body, and one sample per variable in order', () => {
    const { name, language, category, components } = reminder('en');
    expect({ name, language, category }).toEqual({
      name: 'booking_reminder',
      language: 'en',
      category: 'UTILITY',
    });
    expect(components[0]).toEqual({
      type: 'BODY',
      text: whatsappTemplate('booking_reminder')?.body.en,
      example: { body_text: [['Sara', 'SZ-7K4Q', 'Friday, November 27, 2026', '20:15']] },
    });
  });

  it('give each URL button the site origin, the Arabic pages under /ar, a full sample URL', () => {
    expect(reminder('en').components[1]).toEqual({
      type: 'BUTTONS',
      buttons: [
        {
          type: 'URL',
          text: "I'm coming",
          url: 'https://strikezone.example/booking/coming/{{1}}',
          example: ['https://strikezone.example/booking/coming/Xq7pT2mK9vLr4sWd'],
        },
        {
          type: 'URL',
          text: 'Change or cancel',
          url: 'https://strikezone.example/booking/manage/{{1}}',
          example: ['https://strikezone.example/booking/manage/Xq7pT2mK9vLr4sWd'],
        },
      ],
    });
    const arabic = reminder('ar').components[1];
    expect(arabic?.type === 'BUTTONS' && arabic.buttons.map((b) => [b.text, b.url])).toEqual([
      ['سأحضر', 'https://strikezone.example/ar/booking/coming/{{1}}'],
      ['تغيير أو إلغاء', 'https://strikezone.example/ar/booking/manage/{{1}}'],
    ]);
  });

  it('leave out the buttons of a template that has none', () => {
    for (const creation of whatsappTemplateCreations(site)) {
      const template = whatsappTemplate(creation.name);
      expect(creation.components.map((c) => c.type)).toEqual(
        template?.buttons.length ? ['BODY', 'BUTTONS'] : ['BODY'],
      );
    }
  });

  it('give every variable a sample with no new line, and the rejection its own reason', () => {
    for (const creation of whatsappTemplateCreations(site)) {
      const body = creation.components[0];
      if (body?.type !== 'BODY') throw new Error(`${creation.name} has no body first`);
      const row = body.example.body_text[0] ?? [];
      expect(row).toHaveLength(whatsappTemplate(creation.name)?.parameters.length ?? -1);
      for (const value of row) expect(value).toMatch(/^[^\n\t]+$/);
    }
    const rejected = whatsappTemplateCreations(site).find(
      (c) => c.name === 'booking_rejected' && c.language === 'ar',
    );
    expect(rejected?.components[0]).toMatchObject({
      example: {
        body_text: [
          ['سارة', 'SZ-7K4Q', expect.any(String), '20:15', 'العدد لدينا مكتمل في الوقت المطلوب.'],
        ],
      },
    });
  });
});
