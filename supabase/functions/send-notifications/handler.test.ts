import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { slotInstant } from '../../../packages/domain/src/clock.ts';
import {
  renderWhatsappBody,
  type WhatsappSendRequest,
  whatsappSendProblem,
} from '../../../packages/domain/src/whatsapp-templates.ts';
import type { ScheduleConflict } from '../send-booking-email/booking.ts';
import type { Delivery, DeliveryResult } from '../send-booking-email/deliver.ts';
import {
  handleSendNotifications,
  type NotificationRow,
  type Outcome,
  type SendNotificationsDeps,
} from './handler.ts';
import type { NotifiedBooking } from './message.ts';
import type { WhatsappResult } from './whatsapp-api.ts';

const secret = 'sb_secret_test';

const booking: NotifiedBooking = {
  id: 'b1',
  reference: 'SZ-7K4Q',
  name: 'Lina Saleh',
  email: 'lina@example.com',
  phone: '+970591234567',
  people: 4,
  rounds: 1,
  date: '2079-01-10',
  time: '19:30',
  type: 'regular',
  bundle_name: null,
  bundle_price: null,
  duration: 45,
  customer_notes: '',
  status: 'approved',
  approved_at: '2079-01-01T10:00:00Z',
  rejected_at: null,
  rejection_reason: null,
  rejection_reason_key: null,
  rescheduled_at: null,
  reschedule_count: 0,
  locale: 'ar',
  cancelled_at: null,
  cancellation_message: null,
  vr_sessions: 0,
  vr_start: null,
  lanes: [2, 3],
  stations: null,
  approved_by: 'staff-1',
  rejected_by: null,
  cancelled_by: null,
  erased_at: null,
};

const startsAt = slotInstant('2079-01-10', '19:30', 'Asia/Hebron').toISOString();

function row(extra: Partial<NotificationRow>): NotificationRow {
  return {
    id: 'n1',
    booking_id: 'b1',
    event: 'approved',
    channel: 'whatsapp',
    key: 'approved:b1:1:whatsapp',
    detail: {},
    attempts: 1,
    ...extra,
  };
}

type World = {
  deps: SendNotificationsDeps;
  recorded: [string, Outcome][];
  whatsapp: WhatsappSendRequest[];
  emails: [Delivery, string | null][];
};

function world(
  rows: NotificationRow[],
  options: {
    booking?: NotifiedBooking | null;
    whatsapp?: WhatsappResult | null;
    email?: DeliveryResult;
    receipts?: number;
    conflict?: ScheduleConflict | null;
  } = {},
): World {
  const recorded: [string, Outcome][] = [];
  const whatsapp: WhatsappSendRequest[] = [];
  const emails: [Delivery, string | null][] = [];
  let left = [...rows];
  const reply =
    options.whatsapp === undefined ? { status: 'sent', id: 'wamid.1' } : options.whatsapp;
  return {
    recorded,
    whatsapp,
    emails,
    deps: {
      secretKeys: [secret],
      claim: (max) => {
        const claimed = left.slice(0, max);
        left = left.slice(max);
        return Promise.resolve(claimed);
      },
      record: (id, outcome) => {
        recorded.push([id, outcome]);
        return Promise.resolve();
      },
      loadBooking: () => Promise.resolve(options.booking === undefined ? booking : options.booking),
      loadConflict: () => Promise.resolve(options.conflict ?? null),
      receiptsSentTo: () => Promise.resolve(options.receipts ?? 0),
      manageToken: () => Promise.resolve('token_abc'),
      sendWhatsapp:
        reply === null
          ? null
          : (message) => {
              whatsapp.push(message);
              return Promise.resolve(reply as WhatsappResult);
            },
      deliverEmail: (delivery, createdBy) => {
        emails.push([delivery, createdBy]);
        return Promise.resolve(
          options.email ?? {
            status: 'sent',
            providerId: 'email-1',
            recipient: 'lina@example.com',
            duplicate: false,
          },
        );
      },
      log: () => {},
    },
  };
}

const post = (key: string | null = secret) =>
  new Request('http://local/send-notifications', {
    method: 'POST',
    headers: key ? { authorization: `Bearer ${key}` } : {},
  });

Deno.test('refuses a call without the secret key, or with another key, and sends nothing', async () => {
  for (const key of [null, 'sb_publishable_x', `${secret}x`]) {
    const { deps, recorded } = world([row({})]);
    const response = await handleSendNotifications(post(key), deps);
    assertEquals(response.status, 401);
    assertEquals((await response.json()).code, 'outbox.secret_key_required');
    assertEquals(recorded, []);
  }
});

Deno.test('sends an approval on WhatsApp in Arabic with the lanes, a request Meta would take', async () => {
  const { deps, recorded, whatsapp } = world([row({})]);
  const response = await handleSendNotifications(post(), deps);
  assertEquals(await response.json(), { claimed: 1, sent: 1, skipped: 0, failed: 0, retrying: 0 });
  assertEquals(whatsapp.length, 1);
  const [message] = whatsapp;
  assertEquals(whatsappSendProblem(message), null);
  assertEquals(message?.to, '970591234567');
  assertEquals(message?.template.name, 'booking_approved');
  assertEquals(message?.template.language.code, 'ar');
  const body = message?.template.components[0];
  const texts = body?.parameters.map((parameter) => parameter.text) ?? [];
  assertEquals(texts[0], 'Lina Saleh');
  assertEquals(texts[1], 'SZ-7K4Q');
  assertEquals(texts[3], '19:30');
  assertEquals(texts[4]?.startsWith('المساران'), true);
  assertEquals(recorded, [
    ['n1', { outcome: 'sent', providerId: 'wamid.1', recipient: '970591234567' }],
  ]);
});

/** A VR booking for 3 players and 2 sessions, approved on stations 1 to 3. */
const vrBooking: NotifiedBooking = {
  ...booking,
  type: 'vr',
  people: 3,
  rounds: 2,
  duration: 40,
  bundle_price: 35,
  lanes: null,
  stations: [1, 2, 3],
};

const bodyTexts = (message: WhatsappSendRequest | undefined) =>
  message?.template.components[0]?.parameters.map((parameter) => parameter.text) ?? [];

Deno.test('a VR approval goes by its own template with its sessions and stations, in Arabic and English, never a lane', async () => {
  const arabic = world([row({})], { booking: vrBooking });
  await handleSendNotifications(post(), arabic.deps);
  const [message] = arabic.whatsapp;
  assertEquals(whatsappSendProblem(message), null);
  assertEquals(message?.template.name, 'vr_booking_approved');
  assertEquals(bodyTexts(message).slice(4), ['جلستان (40 دقيقة)', 'المحطات من 1 إلى 3']);

  const english = world([row({})], { booking: { ...vrBooking, locale: 'en' } });
  await handleSendNotifications(post(), english.deps);
  assertEquals(bodyTexts(english.whatsapp[0]).slice(4), [
    '2 sessions (40 minutes)',
    'Stations 1–3',
  ]);
  const body = renderWhatsappBody('vr_booking_approved', 'en', bodyTexts(english.whatsapp[0]));
  assertEquals(body.includes('Every player must be 8 or older.'), true);
  assertEquals(/lane|shoes/i.test(body), false);
});

Deno.test("a VR request's receipt names its players and sessions; its reminder has the two buttons and the minimum age", async () => {
  const received = world(
    [row({ event: 'request_received', key: 'request_received:b1:whatsapp' })],
    { booking: { ...vrBooking, locale: 'en', status: 'pending', approved_at: null } },
  );
  await handleSendNotifications(post(), received.deps);
  const [receipt] = received.whatsapp;
  assertEquals(whatsappSendProblem(receipt), null);
  assertEquals(receipt?.template.name, 'vr_booking_request_received');
  assertEquals(bodyTexts(receipt).slice(4), ['3', '2 sessions (40 minutes)']);

  const reminded = world(
    [
      row({
        event: 'reminder',
        key: 'reminder:b1:24h:1:whatsapp',
        detail: { hours: 24, startsAt },
      }),
    ],
    { booking: vrBooking },
  );
  await handleSendNotifications(post(), reminded.deps);
  const [reminder] = reminded.whatsapp;
  assertEquals(reminder?.template.name, 'vr_booking_reminder');
  assertEquals(reminder?.template.components.length, 3);
  const body = renderWhatsappBody('vr_booking_reminder', 'ar', bodyTexts(reminder));
  assertEquals(body.includes('8 سنوات أو أكثر'), true);
  assertEquals(body.includes('البولينغ'), false);
});

Deno.test('a reminder carries the two buttons; one for another slot than the booking now has is skipped', async () => {
  const due = row({
    event: 'reminder',
    key: 'reminder:b1:24h:1:whatsapp',
    detail: { hours: 24, startsAt },
  });
  const { deps, whatsapp, recorded } = world([due]);
  await handleSendNotifications(post(), deps);
  assertEquals(whatsapp[0]?.template.name, 'booking_reminder');
  assertEquals(whatsapp[0]?.template.components.length, 3);
  assertEquals(recorded[0]?.[1].outcome, 'sent');

  const moved = world([due], { booking: { ...booking, time: '20:15' } });
  await handleSendNotifications(post(), moved.deps);
  assertEquals(moved.whatsapp, []);
  assertEquals(moved.recorded, [['n1', { outcome: 'skipped', reason: 'not_current' }]]);
});

Deno.test('a decision that no longer stands, a deleted or erased booking: skipped, nothing sent', async () => {
  for (const [options, reason] of [
    [{ booking: { ...booking, status: 'cancelled' as const } }, 'not_current'],
    [{ booking: null }, 'deleted'],
    [{ booking: { ...booking, erased_at: '2079-01-02T00:00:00Z' } }, 'erased'],
  ] as const) {
    const { deps, whatsapp, emails, recorded } = world([row({})], options);
    await handleSendNotifications(post(), deps);
    assertEquals([whatsapp, emails], [[], []]);
    assertEquals(recorded, [['n1', { outcome: 'skipped', reason }]]);
  }
});

const eidClosure: ScheduleConflict = {
  code: 'booking.day_closed',
  params: { date: '2079-01-10', reason: { en: 'Eid al-Fitr', ar: 'عيد الفطر' } },
  flaggedAt: '2079-01-05T09:00:00.25+00:00',
};

const affected = (channel: 'email' | 'whatsapp') =>
  row({
    id: channel,
    event: 'affected',
    channel,
    key: `affected:b1:${Date.parse(eidClosure.flaggedAt)}:${channel}`,
    detail: { flaggedAt: '2079-01-05T09:00:00.25Z' },
  });

Deno.test('a closure tells the customer on WhatsApp, in Arabic with the reason as the manager wrote it, and by e-mail', async () => {
  const { deps, whatsapp, emails, recorded } = world([affected('whatsapp'), affected('email')], {
    conflict: eidClosure,
  });
  await handleSendNotifications(post(), deps);
  const [message] = whatsapp;
  assertEquals(whatsappSendProblem(message), null);
  assertEquals(message?.template.name, 'booking_affected');
  const texts = message?.template.components[0]?.parameters.map((p) => p.text) ?? [];
  assertEquals(texts[4], 'نحن مغلقون في ذلك اليوم. \u2068عيد الفطر\u2069');
  assertEquals(message?.template.components[1]?.parameters, [{ type: 'text', text: 'token_abc' }]);
  assertEquals(emails, [[{ kind: 'affected', bookingId: 'b1' }, null]]);
  assertEquals(
    recorded.map(([id, outcome]) => [id, outcome.outcome]),
    [
      ['whatsapp', 'sent'],
      ['email', 'sent'],
    ],
  );
});

Deno.test('a closure message goes only while its flag stands: not once lifted, flagged again, a lane block or a closed booking', async () => {
  const cases: [string, ScheduleConflict | null, NotifiedBooking][] = [
    ['lifted', null, booking],
    ['flagged again', { ...eidClosure, flaggedAt: '2079-01-06T09:00:00Z' }, booking],
    [
      'a lane block',
      { code: 'lane.blocked', params: { lane: 2 }, flaggedAt: eidClosure.flaggedAt },
      booking,
    ],
    ['rejected', eidClosure, { ...booking, status: 'rejected' }],
  ];
  for (const [name, conflict, current] of cases) {
    const { deps, whatsapp, emails, recorded } = world([affected('whatsapp'), affected('email')], {
      conflict,
      booking: current,
    });
    await handleSendNotifications(post(), deps);
    assertEquals([whatsapp, emails], [[], []], name);
    assertEquals(
      recorded.map(([, outcome]) => outcome),
      [
        { outcome: 'skipped', reason: 'not_current' },
        { outcome: 'skipped', reason: 'not_current' },
      ],
      name,
    );
  }
});

Deno.test('a busy or failing provider is tried again after 1 and 5 minutes, then fails for good', async () => {
  const busy: WhatsappResult = {
    status: 'failed',
    error: 'HTTP 429',
    retryable: true,
    reason: 'provider_unreachable',
  };
  const waits = [];
  for (const attempts of [1, 2, 3]) {
    const { deps, recorded } = world([row({ attempts })], { whatsapp: busy });
    await handleSendNotifications(post(), deps);
    waits.push(recorded[0]?.[1]);
  }
  assertEquals(waits, [
    { outcome: 'failed', reason: 'provider_unreachable', error: 'HTTP 429', retryAfterSeconds: 60 },
    {
      outcome: 'failed',
      reason: 'provider_unreachable',
      error: 'HTTP 429',
      retryAfterSeconds: 300,
    },
    { outcome: 'failed', reason: 'provider_unreachable', error: 'HTTP 429' },
  ]);
});

Deno.test('a refusal or a lost answer is not tried again (the database falls back to e-mail)', async () => {
  for (const reply of [
    { status: 'failed', error: 'HTTP 400 (#132000)', retryable: false, reason: 'provider_refused' },
    {
      status: 'failed',
      error: 'No answer within 10 s',
      retryable: false,
      reason: 'provider_unreachable',
    },
  ] as const) {
    const { deps, recorded } = world([row({ attempts: 1 })], { whatsapp: reply });
    await handleSendNotifications(post(), deps);
    assertEquals(recorded[0]?.[1], { outcome: 'failed', reason: reply.reason, error: reply.error });
  }
  const off = world([row({})], { whatsapp: null });
  await handleSendNotifications(post(), off.deps);
  assertEquals(off.recorded[0]?.[1], {
    outcome: 'failed',
    reason: 'not_configured',
    error: 'WhatsApp is not set up',
  });
});

Deno.test('a fourth WhatsApp receipt to one number in a day is skipped as capped', async () => {
  const receipt = row({ event: 'request_received', key: 'request_received:b1:whatsapp' });
  const capped = world([receipt], { booking: { ...booking, status: 'pending' }, receipts: 3 });
  await handleSendNotifications(post(), capped.deps);
  assertEquals(capped.whatsapp, []);
  assertEquals(capped.recorded[0]?.[1], { outcome: 'skipped', reason: 'recipient_capped' });
  const third = world([receipt], { booking: { ...booking, status: 'pending' }, receipts: 2 });
  await handleSendNotifications(post(), third.deps);
  assertEquals(third.whatsapp[0]?.template.name, 'booking_request_received');
});

Deno.test('e-mails go through the booking e-mails: who caused each, and the outbox key for receipts and reminders', async () => {
  const rows = [
    row({ id: 'a', channel: 'email', event: 'approved', key: 'approved:b1:1:email' }),
    row({ id: 'r', channel: 'email', event: 'request_received', key: 'request_received:b1:email' }),
    row({
      id: 'm',
      channel: 'email',
      event: 'reminder',
      key: 'reminder:b1:2h:1:email',
      detail: { hours: 2, startsAt },
    }),
  ];
  const { deps, emails, recorded } = world(rows);
  const response = await handleSendNotifications(post(), deps);
  assertEquals((await response.json()).sent, 3);
  assertEquals(emails, [
    [{ kind: 'decision', bookingId: 'b1' }, 'staff-1'],
    [{ kind: 'received', bookingId: 'b1', key: 'request_received:b1:email' }, null],
    [{ kind: 'reminder', bookingId: 'b1', key: 'reminder:b1:2h:1:email', hours: 2 }, 'staff-1'],
  ]);
  assertEquals(
    recorded.map(([id]) => id),
    ['a', 'r', 'm'],
  );
});

Deno.test('claims in rounds of 20 until the outbox is empty', async () => {
  const rows = Array.from({ length: 45 }, (_, i) => row({ id: `n${i}`, channel: 'email' }));
  const { deps, recorded } = world(rows);
  const response = await handleSendNotifications(post(), deps);
  assertEquals((await response.json()).claimed, 45);
  assertEquals(recorded.length, 45);
});
