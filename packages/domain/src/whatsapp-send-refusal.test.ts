// The Cloud API's refusals of a send request, as whatsapp-templates.ts checks it against the
// templates (the local WhatsApp catcher answers with them).
import { describe, expect, it } from 'vitest';
import {
  buildTemplateMessage,
  type WhatsappSendRequest,
  whatsappSendProblem,
  whatsappSendRefusal,
  whatsappTemplate,
} from './whatsapp-templates.ts';

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

describe('whatsappSendRefusal', () => {
  /** The reminder with one change made by `spoil`. */
  function refusalOf(spoil: (request: WhatsappSendRequest) => void) {
    const request = reminder();
    spoil(request);
    return whatsappSendRefusal(request);
  }
  const body = (r: WhatsappSendRequest) => r.template.components[0]?.parameters ?? [];

  it('takes the good reminder', () => {
    expect(whatsappSendRefusal(reminder())).toBeNull();
  });

  it('refuses a body with one parameter too few or too many (132000)', () => {
    expect(refusalOf((r) => body(r).pop())).toEqual({
      code: 132000,
      message: 'body: 3 parameters given, but booking_reminder expects 4.',
    });
    expect(refusalOf((r) => body(r).push({ type: 'text', text: 'extra' }))?.code).toBe(132000);
    expect(refusalOf((r) => r.template.components.shift())?.code).toBe(132000);
  });

  it('refuses a button left out, one the template lacks, or two URL parameters (132000)', () => {
    expect(refusalOf((r) => r.template.components.pop())).toEqual({
      code: 132000,
      message: 'button 1: 0 parameters given, but booking_reminder expects 1.',
    });
    const extraButton = refusalOf((r) =>
      r.template.components.push({ type: 'button', sub_type: 'url', index: '2', parameters: [] }),
    );
    expect(extraButton).toEqual({
      code: 132000,
      message: 'The template booking_reminder has no button at index 2.',
    });
    const twoParameters = refusalOf((r) =>
      r.template.components[2]?.parameters.push({ type: 'text', text: 'again' }),
    );
    expect(twoParameters?.code).toBe(132000);
    const onCancelled = buildTemplateMessage({
      to: '970591234567',
      template: 'booking_cancelled',
      language: 'en',
      params: ['Sara', 'SZ-7K4Q', 'd', 't'],
      buttonParams: ['token'],
    });
    expect(whatsappSendProblem(onCancelled)).toBe(
      'The template booking_cancelled has no button at index 0.',
    );
  });

  it('refuses a template name or a language Meta does not have (132001)', () => {
    expect(refusalOf((r) => Object.assign(r.template, { name: 'booking_lost' }))).toEqual({
      code: 132001,
      message: 'Template name "booking_lost" does not exist.',
    });
    expect(refusalOf((r) => Object.assign(r.template, { language: { code: 'fr' } }))).toEqual({
      code: 132001,
      message: 'Template booking_reminder does not exist in the language "fr".',
    });
    expect(refusalOf((r) => Object.assign(r.template, { language: { code: 'en_US' } }))?.code).toBe(
      132001,
    );
  });

  it('refuses an empty parameter (131008), a blank one too', () => {
    expect(refusalOf((r) => Object.assign(body(r)[0] ?? {}, { text: '' }))).toEqual({
      code: 131008,
      message: 'body parameter 1 is empty.',
    });
    expect(refusalOf((r) => Object.assign(body(r)[2] ?? {}, { text: '   ' }))?.code).toBe(131008);
    const emptyToken = refusalOf((r) =>
      Object.assign(r.template.components[1]?.parameters[0] ?? {}, { text: '' }),
    );
    expect(emptyToken).toEqual({ code: 131008, message: 'button 0 parameter 1 is empty.' });
  });

  it('refuses a new line, a tab or five spaces in a row in a parameter (131009), not four', () => {
    const withText = (text: string) => refusalOf((r) => Object.assign(body(r)[3] ?? {}, { text }));
    expect(withText('20:15\nlate')).toEqual({
      code: 131009,
      message: 'body parameter 4 has a new line or a tab.',
    });
    expect(withText('20:15\tlate')?.code).toBe(131009);
    expect(withText('20:15     late')).toEqual({
      code: 131009,
      message: 'body parameter 4 has more than 4 spaces in a row.',
    });
    expect(withText('20:15    late')).toBeNull();
  });

  it('refuses a number with a plus or spaces, another message type, and a non-object', () => {
    expect(refusalOf((r) => Object.assign(r, { to: '+970591234567' }))?.code).toBe(131009);
    expect(refusalOf((r) => Object.assign(r, { to: '970 59 123 4567' }))?.code).toBe(131009);
    expect(refusalOf((r) => Object.assign(r, { type: 'text' }))?.code).toBe(131009);
    expect(refusalOf((r) => Object.assign(r, { messaging_product: 'sms' }))?.code).toBe(131008);
    expect(whatsappSendProblem('hello')).toBe('The request body must be a JSON object.');
    expect(whatsappSendProblem([])).toBe('The request body must be a JSON object.');
  });

  it('finds the template by its name', () => {
    expect(whatsappTemplate('booking_affected')?.parameters).toContain('reason');
    expect(whatsappTemplate('Booking_Affected')).toBeUndefined();
  });
});
