// The stack's WhatsApp catcher, as the functions reach it: the stack's own token and business
// number, and the stack's webhook for Meta's notifications.
import { buildTemplateMessage } from '@venue/domain/whatsapp-templates';
import { LOCAL_WHATSAPP } from '@venue/local-stack/config';
import type { CaughtWhatsapp } from '@venue/local-stack/whatsapp';
import { describe, expect, inject, it } from 'vitest';

const stack = inject('stack');

describe("the stack's WhatsApp catcher", () => {
  it("takes a template send with the stack's token and business number, and lists it", async () => {
    const reference = `SZ-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    const request = buildTemplateMessage({
      to: '970591234567',
      template: 'booking_cancelled',
      language: 'en',
      params: ['Sara', reference, 'Friday, November 27, 2026', '20:15'],
      buttonParams: [],
    });
    const url = `${stack.whatsappUrl}/${LOCAL_WHATSAPP.apiVersion}/${LOCAL_WHATSAPP.phoneNumberId}/messages`;
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${LOCAL_WHATSAPP.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(request),
    });
    expect(res.status).toBe(200);
    const list = (await (
      await fetch(`${stack.whatsappUrl}/api/messages`)
    ).json()) as CaughtWhatsapp[];
    expect(list.find((m) => m.params[1] === reference)).toMatchObject({
      template: 'booking_cancelled',
      phoneNumberId: LOCAL_WHATSAPP.phoneNumberId,
    });
  });

  it("posts Meta's notifications to the stack's own functions", async () => {
    const res = await fetch(`${stack.whatsappUrl}/api/webhooks/raw`, {
      method: 'POST',
      body: JSON.stringify({ body: '{}' }),
    });
    // The gateway answered (whatever the functions make of it): the URL is the stack's.
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: number }).status).toBeGreaterThanOrEqual(200);
  });
});
