import { describe, expect, it } from 'vitest';
import {
  buildTemplateMessage,
  renderWhatsappBody,
  templateMessageParts,
  type WhatsappSendRequest,
  whatsappLanguages,
  whatsappSendProblem,
  whatsappTemplates,
} from './whatsapp-templates.ts';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));

/** A good reminder in Arabic, to spoil one thing at a time. */
function reminder(): WhatsappSendRequest {
  return buildTemplateMessage({
    to: '+970 59-123-4567',
    template: 'booking_reminder',
    language: 'ar',
    params: ['سارة', 'SZ-7K4Q', 'الجمعة 27 نوفمبر', '20:15'],
    buttonParams: ['tok_coming', 'tok_manage'],
  });
}

describe('the WhatsApp templates', () => {
  it('are the names and body parameters the senders rely on', () => {
    expect(whatsappTemplates.map((t) => [t.name, t.parameters.join(',')])).toEqual([
      ['booking_request_received', 'name,reference,date,time,people'],
      ['booking_approved', 'name,reference,date,time,lanes'],
      ['booking_rejected', 'name,reference,date,time,reason'],
      ['booking_rescheduled', 'name,reference,date,time'],
      ['booking_cancelled', 'name,reference,date,time'],
      ['booking_cancelled_by_venue', 'name,reference,date,time,message'],
      ['booking_affected', 'name,reference,date,time,reason'],
      ['booking_reminder', 'name,reference,date,time'],
      ['vr_booking_request_received', 'name,reference,date,time,players,sessions'],
      ['vr_booking_approved', 'name,reference,date,time,sessions,stations'],
      ['vr_booking_reminder', 'name,reference,date,time'],
    ]);
  });

  it('have the buttons each message offers, each ending with the token', () => {
    expect(Object.fromEntries(whatsappTemplates.map((t) => [t.name, t.buttons]))).toMatchObject({
      booking_request_received: [{ text: { en: 'View or change' }, path: '/booking/manage/{{1}}' }],
      booking_approved: [{ text: { en: 'View or change' }, path: '/booking/manage/{{1}}' }],
      booking_rejected: [],
      booking_rescheduled: [{ path: '/booking/manage/{{1}}' }],
      booking_cancelled: [],
      booking_cancelled_by_venue: [],
      booking_affected: [{ text: { en: 'Pick another time' }, path: '/booking/manage/{{1}}' }],
      booking_reminder: [
        { text: { en: "I'm coming" }, path: '/booking/coming/{{1}}' },
        { text: { en: 'Change or cancel' }, path: '/booking/manage/{{1}}' },
      ],
      vr_booking_request_received: [{ path: '/booking/manage/{{1}}' }],
      vr_booking_approved: [{ path: '/booking/manage/{{1}}' }],
      vr_booking_reminder: [{ path: '/booking/coming/{{1}}' }, { path: '/booking/manage/{{1}}' }],
    });
  });

  it('VR messages say VR, players and the minimum age, and never a lane or shoes', () => {
    const vr = whatsappTemplates.filter((t) => t.name.startsWith('vr_'));
    expect(vr).toHaveLength(3);
    for (const t of vr) {
      expect(t.body.en).toContain('VR booking');
      expect(t.body.en).toContain('Every player must be 8 or older');
      expect(t.body.ar).toContain('الواقع الافتراضي');
      expect(t.body.ar).toContain('8 سنوات أو أكثر');
      expect(`${t.body.en} ${t.body.ar}`).not.toMatch(/lane|shoes|البولينغ|مسار/i);
    }
  });

  it('are named as Meta allows, once each, and are all utility templates', () => {
    const names = whatsappTemplates.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const t of whatsappTemplates) {
      expect(t.name).toMatch(/^[a-z0-9_]{1,512}$/);
      expect(t.category).toBe('UTILITY');
    }
  });

  it('exist in English and Arabic, and only those', () => {
    expect([...whatsappLanguages]).toEqual(['en', 'ar']);
    for (const t of whatsappTemplates) {
      expect(Object.keys(t.body).sort()).toEqual(['ar', 'en']);
      for (const button of t.buttons) expect(Object.keys(button.text).sort()).toEqual(['ar', 'en']);
    }
  });

  it('hold {{1}}..{{n}} once each, in order, in both languages, n being the parameters', () => {
    for (const t of whatsappTemplates) {
      const expected = t.parameters.map((_, i) => i + 1);
      for (const language of whatsappLanguages) {
        expect(placeholders(t.body[language]), `${t.name} (${language})`).toEqual(expected);
      }
    }
  });

  it('never start or end with a parameter, nor put two side by side', () => {
    for (const t of whatsappTemplates) {
      for (const language of whatsappLanguages) {
        const body = t.body[language];
        const where = `${t.name} (${language})`;
        expect(body.trim(), where).not.toMatch(/^\{\{/);
        expect(body.trim(), where).not.toMatch(/\}\}[\s\p{P}]*$/u);
        expect(body, where).not.toMatch(/\}\}[\s\p{P}]*\{\{/u);
      }
    }
  });

  it('fit Meta limits: a body of 1024 characters, no tabs, no run of blank lines', () => {
    for (const t of whatsappTemplates) {
      for (const language of whatsappLanguages) {
        const body = t.body[language];
        expect(body.length).toBeLessThanOrEqual(1024);
        expect(body).not.toMatch(/\t|\n{3,}| {5}/);
      }
    }
  });

  it('have at most two URL buttons of 25 characters, whose one variable ends the path', () => {
    for (const t of whatsappTemplates) {
      expect(t.buttons.length).toBeLessThanOrEqual(2);
      for (const button of t.buttons) {
        for (const language of whatsappLanguages) {
          expect(button.text[language].length).toBeGreaterThan(0);
          expect(button.text[language].length).toBeLessThanOrEqual(25);
        }
        expect(button.path).toMatch(/^\/[a-z/-]+\/\{\{1\}\}$/);
      }
    }
  });
});

describe('renderWhatsappBody', () => {
  it('puts each parameter in its place', () => {
    const body = renderWhatsappBody('booking_approved', 'en', [
      'Sara',
      'SZ-7K4Q',
      'Fri 27 Nov',
      '20:15',
      'Lanes 2–3',
    ]);
    expect(body).toContain('Hi Sara, great news');
    expect(body).toContain('Reference: SZ-7K4Q\nDate: Fri 27 Nov\nTime: 20:15');
    expect(body).toContain('Booked for you: Lanes 2–3');
    expect(body).not.toContain('{{');
  });

  it('reads a value that looks like a placeholder as text, in one pass', () => {
    const body = renderWhatsappBody('booking_cancelled', 'ar', ['{{2}} $&', 'SZ-7K4Q', 'd', 't']);
    expect(body).toContain('مرحبًا {{2}} $&،');
    expect(placeholders(body)).toEqual([2]);
  });

  it('refuses a template it does not know and a wrong number of parameters', () => {
    expect(() => renderWhatsappBody('booking_lost', 'en', [])).toThrow('no WhatsApp template');
    expect(() => renderWhatsappBody('booking_cancelled', 'en', ['a', 'b', 'c'])).toThrow(
      'takes 4 parameters, not 3',
    );
  });
});

describe('buildTemplateMessage', () => {
  it('builds the Cloud API body: digits-only number, body parameters, one URL button each', () => {
    expect(reminder()).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '970591234567',
      type: 'template',
      template: {
        name: 'booking_reminder',
        language: { code: 'ar' },
        components: [
          {
            type: 'body',
            parameters: ['سارة', 'SZ-7K4Q', 'الجمعة 27 نوفمبر', '20:15'].map((text) => ({
              type: 'text',
              text,
            })),
          },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: 'tok_coming' }],
          },
          {
            type: 'button',
            sub_type: 'url',
            index: '1',
            parameters: [{ type: 'text', text: 'tok_manage' }],
          },
        ],
      },
    });
  });

  it('takes the parameters by name too, and names one that is missing', () => {
    const byName = buildTemplateMessage({
      to: '970591234567',
      template: 'booking_reminder',
      language: 'ar',
      params: { time: '20:15', date: 'الجمعة 27 نوفمبر', name: 'سارة', reference: 'SZ-7K4Q' },
      buttonParams: ['tok_coming', 'tok_manage'],
    });
    expect(byName).toEqual(reminder());
    expect(() =>
      buildTemplateMessage({
        to: '970591234567',
        template: 'booking_rejected',
        language: 'en',
        params: { name: 'Sara', reference: 'SZ-7K4Q', date: 'd', time: 't' },
        buttonParams: [],
      }),
    ).toThrow('The template booking_rejected needs reason.');
  });

  it('builds, for every template and language, a request the Cloud API takes', () => {
    for (const t of whatsappTemplates) {
      for (const language of whatsappLanguages) {
        const request = buildTemplateMessage({
          to: '970591234567',
          template: t.name as 'booking_reminder',
          language,
          params: t.parameters.map((name) => `${name} value`),
          buttonParams: t.buttons.map((_, i) => `token${i}`),
        });
        expect(whatsappSendProblem(request), `${t.name} (${language})`).toBeNull();
        expect(templateMessageParts(request)).toEqual({
          to: '970591234567',
          template: t.name,
          language,
          params: t.parameters.map((name) => `${name} value`),
          buttonParams: t.buttons.map((_, i) => `token${i}`),
        });
      }
    }
  });
});
