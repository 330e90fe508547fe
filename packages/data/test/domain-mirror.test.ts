import { readFile } from 'node:fs/promises';
import {
  bookingEventKinds,
  bookingSources,
  bookingStatuses,
  bookingTypes,
} from '@venue/domain/booking';
import { bookingAttendances } from '@venue/domain/booking-attendance';
import { capacityBlockedMessage } from '@venue/domain/capacity';
import {
  addDays,
  isDateBeyondHorizon,
  isSlotOver,
  isSlotPast,
  lastBookableDate,
} from '@venue/domain/clock';
import { menuImageMaxBytes, zoneMediaMaxBytes } from '@venue/domain/files';
import {
  bookingFormSchema,
  checkBookingTiming,
  packageGuestsMessage as packageGuestsMessageRefusal,
} from '@venue/domain/forms/booking-form';
import {
  faqFormSchema,
  faqRequiredMessage as faqRequiredMessageRefusal,
} from '@venue/domain/forms/faq-form';
import { feedbackFormSchema } from '@venue/domain/forms/feedback-form';
import { fieldErrors } from '@venue/domain/forms/field-errors';
import { menuItemFormSchema } from '@venue/domain/forms/menu-item-form';
import { rejectionFormSchema } from '@venue/domain/forms/rejection-form';
import { lanesNeeded } from '@venue/domain/lanes';
import {
  bookingRequestLimits,
  emailPattern,
  hiddenLineCharacters,
  hiddenTextCharacters,
  limits,
  normalizePhone,
  phonePattern,
} from '@venue/domain/limits';
import { locales } from '@venue/domain/locales';
import {
  canCancel,
  cancellationCutoffMinutes,
  cancelUntil,
  manageLinkLimits,
} from '@venue/domain/manage-link';
import { englishOfMessage } from '@venue/domain/refusal-english';
import { type Refusal, refusalOf } from '@venue/domain/refusals';
import { coveredSlotsFrom, defaultSchedule, isoWeekdays, slotGrid } from '@venue/domain/schedule';
import { coveredSlots } from '@venue/domain/slots';
import { staffRoles } from '@venue/domain/staff-roles';
import {
  bookingHorizonDays,
  laneCount,
  maxPeoplePerBooking,
  maxRoundsPerBooking,
  sessionMinutes,
  slotStarts,
  venue,
  venueTimeZone,
} from '@venue/domain/venue';
import { zones } from '@venue/domain/zones';
import { databaseLocales, localesMigrationSql } from '@venue/local-stack/locales-sql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBooking } from '../src/bookings/request-booking.ts';
import {
  type Client,
  closeSql,
  daysOf,
  insertBookings,
  randomEmail,
  randomPhone,
  requestedId,
  reusedBookableDaysOf,
  service,
  signInAsReception,
  sql,
  stack,
  visitor,
} from './support.ts';

// The forms' checks carry codes; the database words the same refusals in the registry's English.
const packageGuestsMessage = (...args: Parameters<typeof packageGuestsMessageRefusal>) =>
  englishOfMessage(packageGuestsMessageRefusal(...args));

// The database repeats the rules of packages/domain (the last line against any client). These
// tests hold the two copies together: change one without the other and they fail.

const nextDay = daysOf(2045);
const nextBookableDay = reusedBookableDaysOf(106, 120);
afterAll(closeSql);

/** A form's errors as the refusals they carry, to hold beside the database's (its hint). */
function refusalsOf(errors: Readonly<Record<string, string>>): Record<string, Refusal | null> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, refusalOf(message)]),
  );
}

describe('venue facts', () => {
  it('the schedule the venue opened with, its slot list, session length, lanes and time zone are the same', async () => {
    const [row] = await sql<{ slots: string[]; minutes: number; lanes: number; zone: string }>(
      `select array(select g.slot from private.slot_grid('2026-12-01') as g order by g.position) as slots,
              private.session_minutes() as minutes, private.lane_count() as lanes,
              private.venue_time_zone() as zone`,
    );
    expect(row).toEqual({
      slots: [...slotStarts],
      minutes: sessionMinutes,
      lanes: laneCount,
      zone: venueTimeZone,
    });
    const weekly = await sql<{ weekday: number; opens_at: string; closes_at: string }>(
      'select weekday, opens_at, closes_at from public.opening_hours order by weekday',
    );
    expect(weekly).toEqual(
      isoWeekdays.map((weekday) => ({
        weekday,
        opens_at: defaultSchedule.weekly[weekday]?.opensAt,
        closes_at: defaultSchedule.weekly[weekday]?.closesAt,
      })),
    );
  });

  it('the booking statuses and types, the staff roles and the zones are the same', async () => {
    const [row] = await sql<{
      statuses: string[];
      types: string[];
      roles: string[];
      zones: string[];
    }>(
      `select enum_range(null::public.booking_status)::text[] as statuses,
              enum_range(null::public.booking_type)::text[] as types,
              enum_range(null::public.staff_role)::text[] as roles,
              enum_range(null::public.zone)::text[] as zones`,
    );
    expect(row).toEqual({
      statuses: [...bookingStatuses],
      types: [...bookingTypes],
      roles: [...staffRoles],
      zones: [...zones],
    });
  });

  it('the booking sources, attendances and history kinds are the same', async () => {
    const [row] = await sql<{ sources: string[]; attendances: string[]; kinds: string[] }>(
      `select enum_range(null::public.booking_source)::text[] as sources,
              enum_range(null::public.booking_attendance)::text[] as attendances,
              enum_range(null::public.booking_event_kind)::text[] as kinds`,
    );
    expect(row).toEqual({
      sources: [...bookingSources],
      attendances: [...bookingAttendances],
      kinds: [...bookingEventKinds],
    });
  });
});

describe('slots a booking covers', () => {
  const durations = [1, 44, 45, 46, 60, 89, 90, 91, 135, 136, 480, 0, -45];
  const starts = [...slotStarts, '14:15', '23:15', '18:10', '00:30', '05:15', '06:00', '24:00', ''];

  it('agree for every start and duration, past midnight and the business day end included', async () => {
    const rows = await sql<{ start: string; duration: number; slots: string[] | null }>(
      `select s as start, d as duration, private.covered_slots(s, d) as slots
       from unnest($1::text[]) as s cross join unnest($2::int[]) as d`,
      [starts, durations],
    );
    expect(rows).toHaveLength(starts.length * durations.length);
    for (const row of rows) {
      expect(row.slots, `${row.start} for ${row.duration} min`).toEqual(
        coveredSlotsFrom(row.start, row.duration, sessionMinutes),
      );
    }
  });

  it("the venue facts' coverage is the schedule's on a day of the schedule the venue opened with", () => {
    for (const start of slotStarts) {
      for (const duration of durations.filter((minutes) => minutes > 0)) {
        const coverage = coveredSlots(start, duration);
        const covered = coveredSlotsFrom(start, duration, sessionMinutes) ?? [];
        const grid = slotGrid(defaultSchedule, '2026-12-01');
        const fits = covered.length > 0 && covered.every((slot) => grid.includes(slot));
        expect(coverage.ok ? [...coverage.slots] : null, `${start} for ${duration} min`).toEqual(
          fits ? covered : null,
        );
      }
    }
  });
});

describe('the lanes a booking needs', () => {
  it('agree for every regular group, every guest count of every seeded package, and a party without one', async () => {
    const rows = await sql<{
      type: 'regular' | 'birthday';
      people: number;
      guests_per_lane: number | null;
      lanes: number;
      stored: number;
    }>(
      `with cases as (
         select 'regular'::public.booking_type as type, people, null::uuid as package_id
         from generate_series(1, 12) as people
         union all
         select 'birthday', people, p.id
         from public.birthday_packages as p
         cross join lateral generate_series(p.min_people, p.max_people) as people
         where p.title ->> 'en' in ('Spark', 'Blaze', 'Inferno')
         union all
         select 'birthday', people, null from generate_series(1, 40) as people
       )
       select c.type, c.people, p.guests_per_lane,
              private.lanes_needed(c.type, c.people, p.guests_per_lane) as lanes,
              private.lanes_needed_for(c.type, c.people, c.package_id) as stored
       from cases as c
       left join public.birthday_packages as p on p.id = c.package_id`,
    );
    expect(rows).toHaveLength(12 + 10 + 15 + 15 + 40);
    for (const row of rows) {
      const expected = lanesNeeded(row.type, row.people, row.guests_per_lane);
      expect({ ...row, lanes: expected, stored: expected }).toEqual(row);
    }
    // The boundaries the FAQ and the form name: 6 people on one lane, 7 to 12 on two.
    expect(rows.filter((row) => row.type === 'regular').map((row) => row.lanes)).toEqual([
      1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2,
    ]);
  });
});

describe('past slots', () => {
  // Around midnight, opening and the last slot, in winter (UTC+2) and summer (UTC+3) time.
  const instants = [
    '2026-11-20T21:59:59Z',
    '2026-11-20T22:00:00Z',
    '2026-11-21T12:59:59Z',
    '2026-11-21T13:00:00Z',
    '2026-11-21T20:29:59Z',
    '2026-11-21T20:30:00Z',
    '2026-07-01T11:59:59Z',
    '2026-07-01T12:00:00Z',
    '2026-06-30T21:00:00Z',
  ];
  const days = ['2026-06-30', '2026-07-01', '2026-11-20', '2026-11-21', '2026-11-22'];
  // Slots after midnight belong to the business day before.
  const slots = ['15:00', '18:00', '22:30', '00:00', '01:15'];

  it('agree at every boundary', async () => {
    const rows = await sql<{ at: Date; day: string; slot: string; past: boolean }>(
      `select at, to_char(day, 'YYYY-MM-DD') as day, slot, private.is_slot_past(day, slot, at) as past
       from unnest($1::timestamptz[]) as at
       cross join unnest($2::date[]) as day
       cross join unnest($3::text[]) as slot`,
      [instants, days, slots],
    );
    expect(rows.length).toBe(instants.length * days.length * slots.length);
    for (const row of rows) {
      expect(row.past, `${row.day} ${row.slot} at ${row.at.toISOString()}`).toBe(
        isSlotPast(row.day, row.slot, row.at, venueTimeZone),
      );
    }
  });
});

describe('slots that are over (staff take walk-ins until then)', () => {
  // A slot's start and end, in winter (UTC+2) and summer (UTC+3) time, and a day apart.
  const instants = [
    '2026-11-27T18:14:59Z',
    '2026-11-27T18:15:00Z',
    '2026-11-27T18:59:59Z',
    '2026-11-27T19:00:00Z',
    '2026-11-27T21:14:59Z',
    '2026-11-27T21:15:00Z',
    '2026-07-01T17:59:59Z',
    '2026-07-01T18:00:00Z',
  ];
  const days = ['2026-07-01', '2026-11-26', '2026-11-27', '2026-11-28'];
  const slots = ['15:00', '20:15', '22:30', '00:00', '01:15'];

  it('agree at every boundary', async () => {
    const rows = await sql<{ at: Date; day: string; slot: string; over: boolean }>(
      `select at, to_char(day, 'YYYY-MM-DD') as day, slot, private.is_slot_over(day, slot, at) as over
       from unnest($1::timestamptz[]) as at
       cross join unnest($2::date[]) as day
       cross join unnest($3::text[]) as slot`,
      [instants, days, slots],
    );
    expect(rows.length).toBe(instants.length * days.length * slots.length);
    expect(rows.some((row) => row.over)).toBe(true);
    expect(rows.some((row) => !row.over)).toBe(true);
    for (const row of rows) {
      expect(row.over, `${row.day} ${row.slot} at ${row.at.toISOString()}`).toBe(
        isSlotOver(row.day, row.slot, row.at, venueTimeZone),
      );
    }
  });
});

describe('the booking horizon', () => {
  // Around midnight and the change of offset, where "today" and so the horizon move.
  const instants = [
    '2026-11-20T21:59:59Z',
    '2026-11-20T22:00:00Z',
    '2026-03-27T21:59:59Z',
    '2026-03-27T22:00:00Z',
    '2026-10-23T20:59:59Z',
    '2026-10-23T21:00:00Z',
  ];

  it('has the same length', async () => {
    const [row] = await sql<{ days: number }>('select private.booking_horizon_days() as days');
    expect(row?.days).toBe(bookingHorizonDays);
  });

  it('ends on the same day at every boundary', async () => {
    const cases = instants.flatMap((at) => {
      const last = lastBookableDate(new Date(at), venueTimeZone);
      return [-1, 0, 1, 2].map((offset) => ({ at, day: addDays(last, offset) }));
    });
    const rows = await sql<{ at: Date; day: string; beyond: boolean }>(
      `select c.at, to_char(c.day, 'YYYY-MM-DD') as day, private.is_day_beyond_horizon(c.day, c.at) as beyond
       from unnest($1::timestamptz[], $2::date[]) as c (at, day)`,
      [cases.map((c) => c.at), cases.map((c) => c.day)],
    );
    expect(rows).toHaveLength(cases.length);
    for (const row of rows) {
      expect(row.beyond, `${row.day} at ${row.at.toISOString()}`).toBe(
        isDateBeyondHorizon(row.day, row.at, venueTimeZone),
      );
    }
  });

  it('request_booking refuses the day after it with the words the form uses', async () => {
    const values = formValues({ date: addDays(lastBookableDate(new Date(), venueTimeZone), 1) });
    const { error } = await visitor().rpc('request_booking', values);
    expect(error).toMatchObject({ code: 'VN010', details: 'date' });
    const timing = checkBookingTiming(values, new Date(), venueTimeZone);
    expect(timing?.field).toBe('date');
    expect(refusalOf(timing?.message)).toEqual(refusalOf(error?.hint));
  });
});

describe('the manage link', () => {
  it('has the same cut-off, limits and venue number', async () => {
    const [row] = await sql<{ cutoff: number; limits: unknown; phone: string }>(
      `select private.cancellation_cutoff_minutes() as cutoff, private.manage_link_limits() as limits,
              private.venue_phone() as phone`,
    );
    expect(row).toEqual({
      cutoff: cancellationCutoffMinutes,
      limits: manageLinkLimits,
      phone: venue.phone.display,
    });
  });

  it.each([
    ['2026-12-05', '19:30', '2026-12-05T15:29:59Z'],
    ['2026-12-05', '19:30', '2026-12-05T15:30:00Z'],
    ['2026-12-05', '15:00', '2026-12-05T10:59:00Z'],
    ['2026-07-01', '15:00', '2026-07-01T09:59:59Z'],
    ['2026-07-01', '15:00', '2026-07-01T10:00:00Z'],
    ['2026-07-01', '22:30', '2026-06-30T22:00:00Z'],
  ])('%s %s: the cut-off and whether it has passed at %s agree', async (date, time, at) => {
    const [row] = await sql<{ until: Date; pending: boolean; rejected: boolean }>(
      `select private.cancel_until($1, $2) as until,
              private.is_cancellable('pending', $1, $2, $3) as pending,
              private.is_cancellable('rejected', $1, $2, $3) as rejected`,
      [date, time, at],
    );
    expect(row?.until.toISOString()).toBe(cancelUntil(date, time).toISOString());
    expect(row?.pending).toBe(canCancel({ status: 'pending', date, time }, new Date(at)));
    expect(row?.rejected).toBe(false);
  });
});

describe('booking request limits', () => {
  it('are the same numbers', async () => {
    const [row] = await sql<{ limits: unknown }>(
      'select private.booking_request_limits() as limits',
    );
    expect(row?.limits).toEqual(bookingRequestLimits);
  });

  it('a slot holds pending requests of six per lane from all addresses', () => {
    expect(bookingRequestLimits.pendingPerSlot).toBe(6 * laneCount);
  });
});

describe('hidden characters', () => {
  // Every control character, the bidirectional formatting characters and their neighbours.
  const characters = [
    ...Array.from({ length: 0xa1 }, (_, code) => code).slice(1),
    ...Array.from({ length: 0x10 }, (_, index) => 0x2060 + index),
    ...Array.from({ length: 0x10 }, (_, index) => 0x2020 + index),
    0x200e,
    0x200f,
    0x061c,
    0xfeff,
  ].map((code) => `a${String.fromCodePoint(code)}b`);

  it('names and texts refuse the same characters', async () => {
    const rows = await sql<{ value: string; line: boolean; text: boolean }>(
      `select v as value, private.is_plain_line(v) as line, private.is_plain_text(v) as text
       from unnest($1::text[]) as v`,
      [characters],
    );
    expect(rows).toHaveLength(characters.length);
    for (const row of rows) {
      const code = row.value.codePointAt(1)?.toString(16);
      expect(row.line, `name with U+${code}`).toBe(!hiddenLineCharacters.test(row.value));
      expect(row.text, `text with U+${code}`).toBe(!hiddenTextCharacters.test(row.value));
    }
  });
});

/** The edges of a range: one below (refused), the ends (taken) and one above (refused). */
function boundaries(min: number, max: number): [value: number, fits: boolean][] {
  return [
    [min - 1, false],
    [min, true],
    [max, true],
    [max + 1, false],
  ];
}

/** What the booking form would send, with one field changed. */
/**
 * What the booking form refuses, as the site checks it: the schema's refusals, and when it has
 * none, the timing check on the venue's schedule (a time the day does not offer).
 */
function formRefusals(values: ReturnType<typeof formValues>) {
  const problems = refusalsOf(fieldErrors(bookingFormSchema, values));
  if (Object.keys(problems).length > 0) return problems;
  const timing = checkBookingTiming(values, new Date(), venueTimeZone, {
    schedule: defaultSchedule,
  });
  return timing ? { [timing.field]: refusalOf(timing.message) } : {};
}

function formValues(change: Record<string, unknown>) {
  return {
    type: 'regular' as const,
    name: 'Layla',
    email: randomEmail(),
    phone: randomPhone(),
    people: 4,
    rounds: 1,
    date: nextBookableDay(),
    time: '18:00',
    ...change,
  };
}

describe('locales', () => {
  async function localeOf(id: string | null) {
    const [row] = await sql<{ locale: string }>(
      'select locale from public.bookings where id = $1',
      [id],
    );
    return row?.locale;
  }

  it("a booking can be in exactly the domain's locales, English first", async () => {
    const [row] = await sql<{ locales: string[] }>('select private.locales() as locales');
    expect(row?.locales).toEqual([...locales]);
    expect(locales[0]).toBe('en');
  });

  it('a third language is one generated migration away: every check of a locale then takes it', async () => {
    const client = new pg.Client({ connectionString: stack.dbUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(localesMigrationSql([...locales, 'fr']));
      const { rows } = await client.query(
        `select private.locales() as list,
                private.is_known_locale('fr') as known,
                private.known_locale('fr') as recorded,
                private.is_localized_text('{"fr": "Bonjour"}'::jsonb, 20) as typed`,
      );
      expect(rows[0]).toEqual({
        list: [...locales, 'fr'],
        known: true,
        recorded: 'fr',
        typed: true,
      });
    } finally {
      await client.query('rollback');
      await client.end();
    }
    // Rolled back: the database speaks the product's locales again.
    expect(await databaseLocales(stack.dbUrl)).toEqual([...locales]);
  });

  it('request_booking records each locale the site sends, and English when it sends none', async () => {
    for (const locale of locales) {
      const { id } = await requestBooking(visitor(), { ...formValues({}), locale });
      expect(await localeOf(id)).toBe(locale);
    }
    const { locale: _, ...withoutLocale } = { ...formValues({}), locale: 'ar' as const };
    expect(await localeOf((await requestBooking(visitor(), withoutLocale)).id)).toBe('en');
  });

  it('an unknown, miscased, blank or null locale is recorded as English rather than refused', async () => {
    for (const locale of ['fr', 'AR', 'ar-PS', '', ' ar', null]) {
      const { data: id, error } = await requestedId(
        visitor().rpc('request_booking', {
          ...formValues({}),
          locale: locale as string,
        }),
      );
      expect(error, JSON.stringify(locale)).toBeNull();
      expect(await localeOf(id), JSON.stringify(locale)).toBe('en');
    }
  });

  it('a stored booking cannot be given a locale outside the list, even by the service role', async () => {
    const [id] = await insertBookings([{ date: nextDay(), time: '18:00', locale: 'ar' }]);
    expect(await localeOf(id ?? null)).toBe('ar');
    const { error } = await service()
      .from('bookings')
      .update({ locale: 'fr' })
      .eq('id', id ?? '');
    expect(error?.code).toBe('23514');
    expect(await localeOf(id ?? null)).toBe('ar');
    await expect(
      insertBookings([{ date: nextDay(), time: '18:00', locale: 'he' }]),
    ).rejects.toThrow(/bookings_locale_known/);
  });
});

describe('messages', () => {
  it('a party outside its package is refused in the same words', async () => {
    const ranges = [
      [1, 10],
      [11, 25],
      [26, 40],
      [1, 1],
      [12, 12],
    ] as const;
    const rows = await sql<{ min: number; max: number; message: string }>(
      `select r.min, r.max, private.package_guests_message(r.min, r.max) as message
       from unnest($1::int[], $2::int[]) as r (min, max)`,
      [ranges.map(([min]) => min), ranges.map(([, max]) => max)],
    );
    expect(rows).toHaveLength(ranges.length);
    for (const row of rows) {
      expect(row.message).toBe(packageGuestsMessage({ minPeople: row.min, maxPeople: row.max }));
    }
  });

  it('the capacity refusal reads the same', async () => {
    const [row] = await sql<{ message: string }>(
      `select private.capacity_message('2026-12-24', '19:30', 6) as message`,
    );
    expect(row?.message).toBe(capacityBlockedMessage('2026-12-24', '19:30', 6));
  });

  it.each([
    { name: '  ' },
    { name: 'x'.repeat(limits.nameMaxLength + 1) },
    { email: '' },
    { email: `${'x'.repeat(limits.emailMaxLength - 7)}@b.co.uk` },
    { email: 'layla@' },
    { email: 'layla @example.com' },
    { phone: '' },
    { phone: '059912345' },
    { phone: '05991234567' },
    { phone: '022950000' },
    { phone: '+0599123456' },
    { phone: '+9705991' },
    { phone: '٠٥٩٩١٢٣٤٥' },
    { notes: 'n'.repeat(limits.customerNotesMaxLength + 1) },
    { notes: 'Sami \u202Eturns 8' },
    { notes: 'cake\u0007' },
    { people: 0 },
    { people: maxPeoplePerBooking + 1 },
    { rounds: 0 },
    { rounds: maxRoundsPerBooking + 1 },
    { time: '18:10' },
    { name: 'Layla\nHaddad' },
    { name: 'Layla \u202EHaddad' },
  ])(
    'the form and request_booking refuse %o with the same code on the same field',
    async (change) => {
      const values = formValues(change);
      const { error } = await visitor().rpc('request_booking', values);
      expect(error?.code).toBe('VN010');
      const field = error?.details ?? '';
      expect(formRefusals(values)).toMatchObject({ [field]: refusalOf(error?.hint) });
    },
  );

  it.each([
    { name: 'x'.repeat(limits.nameMaxLength) },
    { email: `${'x'.repeat(limits.emailMaxLength - 8)}@b.co.uk` },
    { people: maxPeoplePerBooking, rounds: maxRoundsPerBooking },
    { phone: '+970 59-912-3456' },
    { phone: '0599123456' },
    { phone: '059-912 3456' },
    { phone: '00970599123456' },
    { phone: '+972 54 123 4567' },
    { phone: '+1 (212) 555-0100' },
    { notes: ` ${'n'.repeat(limits.customerNotesMaxLength)}\n` },
    { notes: 'Sami turns 8\nChocolate cake' },
    { phone: '+44 20 7946 0958' },
    { phone: '٠٥٩٨٧٦٥٤٣٢' },
    { phone: '+٩٧٢ ٥٤ ٧٦٥ ٤٣٢١' },
    { email: 'first.last+tag@sub.example.co' },
  ])('the form and request_booking accept %o', async (change) => {
    const values = formValues(change);
    expect(fieldErrors(bookingFormSchema, values)).toEqual({});
    const { error } = await visitor().rpc('request_booking', values);
    expect(error).toBeNull();
  });
});

describe('rejection reasons', () => {
  let reception: Client;
  beforeAll(async () => {
    reception = await signInAsReception();
  });

  it.each(['', '   ', 'x'.repeat(limits.rejectionReasonMaxLength + 1)])(
    'the reject form and reject_booking refuse %j with the same code',
    async (reason) => {
      const [id] = await insertBookings([{ date: nextDay(), time: '16:30' }]);
      const { error } = await reception.rpc('reject_booking', { booking_id: id ?? '', reason });
      expect(error?.details).toBe('reason');
      expect(refusalsOf(fieldErrors(rejectionFormSchema, { reason }))).toEqual({
        reason: refusalOf(error?.hint),
      });
    },
  );

  it('a rejection by direct update without a reason is refused with the form words too', async () => {
    const [id] = await insertBookings([{ date: nextDay(), time: '16:30' }]);
    const { error } = await reception
      .from('bookings')
      .update({ status: 'rejected', rejection_reason: '  ' })
      .eq('id', id ?? '');
    expect(error).toMatchObject({ code: 'VN004', details: 'reason' });
    expect(refusalsOf(fieldErrors(rejectionFormSchema, { reason: '  ' }))).toEqual({
      reason: refusalOf(error?.hint),
    });
  });

  it('the longest reason the form takes is stored', async () => {
    const reason = 'x'.repeat(limits.rejectionReasonMaxLength);
    expect(fieldErrors(rejectionFormSchema, { reason })).toEqual({});
    const [id] = await insertBookings([{ date: nextDay(), time: '16:30' }]);
    const { error } = await reception.rpc('reject_booking', { booking_id: id ?? '', reason });
    expect(error).toBeNull();
  });
});

describe('shapes and limits', () => {
  const emails = ['a@b.co', 'a@b', 'a b@c.de', '@b.co', 'a@b.c', `${'x'.repeat(250)}@b.co`];
  const phones = [
    '+970599123456',
    '+12125550100',
    '+0123456789',
    '+1234567',
    '+12345678',
    `+1${'2'.repeat(14)}`,
  ];

  // Every way of writing a number the form reads, and near misses of each.
  const typedPhones = [
    '0599123456',
    '059-912-3456',
    '(059) 912 3456',
    '056 912 3456',
    '059912345',
    '05991234567',
    '0499123456',
    '022950000',
    '+970599123456',
    '+970 0599 123 456',
    '+9720541234567',
    '+972-54-123-4567',
    '00970599123456',
    '00 972 54 123 4567',
    '0044 20 7946 0958',
    '000970599123456',
    '+0599123456',
    '+1 (212) 555-0100',
    ' +970 (59) 123-45.67 ',
    '+970/59',
    '\t0599123456\n',
    '',
    // As a phone set to Arabic or Persian types them, alone or mixed with ASCII digits.
    '٠٥٩٩١٢٣٤٥٦',
    '۰۵۹۹۱۲۳۴۵۶',
    '+٩٧٠ ٥٩٩ ١٢٣ ٤٥٦',
    '٠٠٩٧٢-٥٤-١٢٣-٤٥٦٧',
    '05٩٩ 12٣-4٥6',
    '(٠٥٩) ٩١٢ ٣٤٥٦',
    '+١٢٣٤٥٦٧٨٩٠',
    '+۱۲۳۴۵۶۷۸۹۰',
    '٠٥٩٩١٢٣٤٥',
    '٠٥٩٩١٢٣٤٥٦٧',
    '+٠٥٩٩١٢٣٤٥٦',
    '٠٥٩٩١٢٣٤٥x',
    '٠٥٩٩١٢٣٤٥٦٫',
  ];

  it('a typed phone number becomes the same stored form on both sides, and both take or refuse it', async () => {
    const rows = await sql<{ value: string; normalised: string; phone: boolean }>(
      `select v as value, private.normalise_phone(v) as normalised,
              private.is_phone(private.normalise_phone(v)) as phone
       from unnest($1::text[]) as v`,
      [typedPhones],
    );
    expect(rows).toHaveLength(typedPhones.length);
    for (const row of rows) {
      expect(row.normalised, JSON.stringify(row.value)).toBe(normalizePhone(row.value));
      expect(row.phone, JSON.stringify(row.value)).toBe(phonePattern.test(row.normalised));
    }
  });

  it('e-mail and phone shapes agree', async () => {
    const rows = await sql<{ value: string; email: boolean; phone: boolean }>(
      `select v as value, private.is_email(v) as email, private.is_phone(v) as phone from unnest($1::text[]) as v`,
      [[...emails, ...phones]],
    );
    for (const row of rows) {
      expect(row.email, row.value).toBe(
        emailPattern.test(row.value) && row.value.length <= limits.emailMaxLength,
      );
      expect(row.phone, row.value).toBe(phonePattern.test(normalizePhone(row.value)));
    }
  });

  // Each text limit of the forms is a check constraint: the limit fits, one more does not.
  const textLimits = [
    ['feedback', 'name', limits.nameMaxLength, { rating: 5, comment: 'ok' }],
    ['feedback', 'comment', limits.commentMaxLength, { rating: 5, name: 'ok' }],
    ['menu_items', 'image', limits.imageMaxLength, { name: { en: 'ok' } }],
  ] as const;

  it.each(textLimits)('%s.%s takes %i characters and no more', async (table, column, max, rest) => {
    const fits = await service()
      .from(table)
      .insert({ ...rest, [column]: 'x'.repeat(max) } as never);
    expect(fits.error).toBeNull();
    const tooLong = await service()
      .from(table)
      .insert({ ...rest, [column]: 'x'.repeat(max + 1) } as never);
    expect(tooLong.error?.code).toBe('23514');
  });

  // A FAQ's question and answer hold each language within the form's limits.
  it.each([
    ['question', 'answer', limits.faqQuestionMaxLength],
    ['answer', 'question', limits.faqAnswerMaxLength],
  ] as const)(
    'faqs.%s takes %i characters in each language and no more',
    async (column, other, max) => {
      for (const locale of locales) {
        const row = (length: number) =>
          ({
            [column]: { [locale]: 'x'.repeat(length) },
            [other]: { [locale]: 'ok' },
          }) as { question: Record<string, string>; answer: Record<string, string> };
        const fits = await service().from('faqs').insert(row(max)).select('id');
        expect(fits.error, locale).toBeNull();
        const ids = (fits.data ?? []).map((faq) => faq.id);
        await service().from('faqs').delete().in('id', ids);
        const tooLong = await service()
          .from('faqs')
          .insert(row(max + 1));
        expect(tooLong.error?.code, locale).toBe('23514');
      }
    },
  );

  // A menu item's texts hold each language within the form's limits.
  it.each([
    ['name', limits.menuItemNameMaxLength, {}],
    ['description', limits.menuItemDescriptionMaxLength, {}],
    ['own_category', limits.menuCategoryMaxLength, { category: null }],
  ] as const)(
    'menu_items.%s takes %i characters in each language and no more',
    async (column, max, rest) => {
      for (const locale of locales) {
        const row = (length: number) =>
          ({
            image: 'text',
            name: { [locale]: 'n' },
            ...rest,
            [column]: { [locale]: 'x'.repeat(length) },
          }) as never;
        const fits = await service().from('menu_items').insert(row(max)).select('id');
        expect(fits.error, locale).toBeNull();
        const ids = ((fits.data ?? []) as { id: string }[]).map((item) => item.id);
        await service().from('menu_items').delete().in('id', ids);
        const tooLong = await service()
          .from('menu_items')
          .insert(row(max + 1));
        expect(tooLong.error?.code, locale).toBe('23514');
      }
    },
  );

  it('a menu item is refused by the database where the form refuses it: languages, hidden characters, categories', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      // [the row, the form's values]
      [{ name: {} }, { name: { en: ' ', ar: '' } }],
      [{ name: { en: 'Tea\u200b' } }, { name: { en: 'Tea\u200b' } }],
      [
        { name: { en: 'Tea' }, description: { ar: 'نعناع.' } },
        { name: { en: 'Tea' }, description: { ar: 'نعناع.' } },
      ],
      [
        { name: { en: 'Tea', ar: 'شاي' }, category: null, own_category: { en: 'Hot' } },
        { name: { en: 'Tea', ar: 'شاي' }, category: 'own', ownCategory: { en: 'Hot' } },
      ],
      [
        { name: { en: 'Tea' }, category: null, own_category: { en: 'Hot\ndrinks' } },
        { name: { en: 'Tea' }, category: 'own', ownCategory: { en: 'Hot\ndrinks' } },
      ],
    ];
    for (const [row, values] of cases) {
      const { error } = await service()
        .from('menu_items')
        .insert({ image: 'text', ...row } as never);
      expect(error?.code, JSON.stringify(row)).toBe('23514');
      expect(
        Object.keys(fieldErrors(menuItemFormSchema, { image: 'text', ...values })),
        JSON.stringify(values),
      ).not.toEqual([]);
    }
  });

  it('a FAQ is refused, as by the form, without a language, in an unknown one, with hidden characters or with a question and answer in different languages', async () => {
    const cases = [
      { question: {}, answer: {} },
      { question: { fr: 'Chaussettes ?' }, answer: { fr: 'Oui.' } },
      { question: { en: 'Socks?' }, answer: { en: ' Yes. ' } },
      { question: { en: 'Socks\u200b?' }, answer: { en: 'Yes.' } },
      { question: { en: 'Socks?', ar: 'جوارب؟' }, answer: { en: 'Yes.' } },
      { question: 'Socks?', answer: 'Yes.' },
    ];
    for (const row of cases) {
      const { error } = await service()
        .from('faqs')
        .insert(row as never);
      expect(error?.code, JSON.stringify(row)).toBe('23514');
    }
    // The form refuses the same languages and hidden characters.
    expect(
      fieldErrors(faqFormSchema, {
        question: { en: 'Socks?', ar: 'جوارب؟' },
        answer: { en: 'Yes.', ar: '' },
      }),
    ).toEqual({ 'answer.ar': faqRequiredMessageRefusal });
    expect(
      Object.keys(
        fieldErrors(faqFormSchema, { question: { en: 'Socks\u200b?' }, answer: { en: 'Yes.' } }),
      ),
    ).toEqual(['question.en']);
  });

  it.each([
    ['price', limits.packagePriceMin, limits.packagePriceMax],
    ['min_people', limits.packageMaxPeopleMin, limits.packageMaxPeopleMax],
    ['max_people', limits.packageMaxPeopleMin, limits.packageMaxPeopleMax],
    ['duration', limits.packageDurationMin, limits.packageDurationMax],
  ] as const)('birthday_packages.%s runs from %i to %i', async (column, min, max) => {
    const base = { title: { en: 'Limits' }, price: 10, max_people: 200, duration: 60 };
    for (const [value, fits] of boundaries(min, max)) {
      const { error } = await service()
        .from('birthday_packages')
        .insert({ ...base, [column]: value });
      expect(error === null, `${column} = ${value}`).toBe(fits);
    }
  });

  it.each(['spend', 'get'] as const)('offers.%s runs from 1 to 1,000,000', async (column) => {
    for (const [value, fits] of boundaries(limits.offerValueMin, limits.offerValueMax)) {
      const { error } = await service()
        .from('offers')
        .insert({ spend: 10, get: 10, [column]: value } as { spend: number; get: number });
      expect(error === null, `${column} = ${value}`).toBe(fits);
    }
  });

  it('package items: at most 20, each at most 200 characters, none blank', async () => {
    const insert = (items: string[]) =>
      service()
        .from('birthday_packages')
        .insert({ title: { en: 'Items' }, price: 10, max_people: 5, items: { en: items } });
    expect(
      (await insert(Array.from({ length: limits.packageItemsMaxCount }, () => 'VR'))).error,
    ).toBeNull();
    expect(
      (await insert(Array.from({ length: limits.packageItemsMaxCount + 1 }, () => 'VR'))).error
        ?.code,
    ).toBe('23514');
    expect((await insert(['x'.repeat(limits.packageItemMaxLength)])).error).toBeNull();
    expect((await insert(['x'.repeat(limits.packageItemMaxLength + 1)])).error?.code).toBe('23514');
    expect((await insert(['VR', '  '])).error?.code).toBe('23514');
  });

  it.each([
    ['name', limits.nameMaxLength],
    ['notes', limits.notesMaxLength],
    ['customer_notes', limits.customerNotesMaxLength],
  ] as const)('bookings.%s takes %i characters and no more', async (column, max) => {
    const insert = (length: number) =>
      service()
        .from('bookings')
        .insert({
          name: 'Limits',
          phone: randomPhone(),
          people: 2,
          date: nextDay(),
          time: '15:00',
          [column]: 'x'.repeat(length),
        } as never);
    expect((await insert(max)).error).toBeNull();
    expect((await insert(max + 1)).error?.code).toBe('23514');
  });

  it.each([
    ['regular', 'people', 1, maxPeoplePerBooking],
    ['regular', 'rounds', 1, maxRoundsPerBooking],
    ['birthday', 'people', limits.birthdayPeopleMin, limits.birthdayPeopleMax],
    ['birthday', 'duration', limits.packageDurationMin, limits.packageDurationMax],
  ] as const)("a %s booking's %s runs from %i to %i", async (type, column, min, max) => {
    const base =
      type === 'regular'
        ? { type, people: 2, rounds: 1 }
        : { type, people: 2, bundle_name: 'Limits', bundle_price: 10, duration: 45 };
    for (const [value, fits] of boundaries(min, max)) {
      const { error } = await service()
        .from('bookings')
        .insert({
          ...base,
          name: 'Limits',
          phone: randomPhone(),
          date: nextDay(),
          time: '15:00',
          [column]: value,
        } as never);
      expect(error === null, `${column} = ${value}`).toBe(fits);
    }
  });

  it('a staff name takes as many characters as the staff form, and no more', async () => {
    const [check] = await sql<{ definition: string }>(
      `select pg_get_constraintdef(c.oid) as definition from pg_constraint as c
       where c.conrelid = 'public.staff'::regclass and c.contype = 'c'
         and pg_get_constraintdef(c.oid) like '%is_filled(name%'`,
    );
    expect(check?.definition).toContain(`is_filled(name, ${limits.staffNameMaxLength})`);
  });

  it("the auth server takes staff passwords from the staff form's minimum length", async () => {
    const config = await readFile(
      new URL('../../../supabase/config.toml', import.meta.url),
      'utf8',
    );
    expect(/^minimum_password_length = (\d+)$/m.exec(config)?.[1]).toBe(
      String(limits.staffPasswordMinLength),
    );
    // The rule asks for no character classes (length and common passwords instead): nor may Auth.
    expect(/^password_requirements = "(.*)"$/m.exec(config)?.[1]).toBe('');
  });

  it('ratings run from 1 to 5', async () => {
    for (const [rating, fits] of boundaries(limits.ratingMin, limits.ratingMax)) {
      const { error } = await visitor().rpc('post_feedback', {
        name: 'Rater',
        comment: 'ok',
        rating,
      });
      expect(error === null, `rating ${rating}`).toBe(fits);
    }
  });
});

describe('feedback', () => {
  it('the length and rate limits of posts and votes are the same', async () => {
    const [row] = await sql<{ limits: Record<string, number> }>(
      'select private.feedback_limits() as limits',
    );
    const mirrored = Object.keys(row?.limits ?? {});
    expect(mirrored).toEqual(expect.arrayContaining(['nameMaxLength', 'commentMaxLength']));
    expect(row?.limits).toEqual(
      Object.fromEntries(mirrored.map((key) => [key, limits[key as keyof typeof limits]])),
    );
    const feedbackKeys = Object.keys(limits).filter((key) => key.startsWith('feedback'));
    expect(mirrored).toEqual(expect.arrayContaining(feedbackKeys));
  });

  const feedbackValues = (change: Record<string, unknown>) => ({
    name: 'Nour',
    rating: 5,
    comment: 'Great lanes',
    ...change,
  });

  it.each([
    { name: '  ' },
    { name: 'x'.repeat(limits.nameMaxLength + 1) },
    { comment: '' },
    { comment: 'x'.repeat(limits.commentMaxLength + 1) },
    { rating: limits.ratingMin - 1 },
    { rating: limits.ratingMax + 1 },
    { name: 'Nour\nHaddad' },
    { name: 'Nour\u202eHaddad' },
    { comment: 'Great\u2066lanes' },
  ])(
    'the form and post_feedback refuse %o with the same code on the same field',
    async (change) => {
      const values = feedbackValues(change);
      const { error } = await visitor().rpc('post_feedback', values);
      expect(error?.code).toBe('VN010');
      const field = error?.details ?? '';
      expect(refusalsOf(fieldErrors(feedbackFormSchema, values))).toEqual({
        [field]: refusalOf(error?.hint),
      });
    },
  );

  it('the longest name and comment the form takes are stored, trimmed', async () => {
    const values = feedbackValues({
      name: ` ${'n'.repeat(limits.nameMaxLength)} `,
      comment: ` ${'c'.repeat(limits.commentMaxLength)}\n`,
    });
    expect(fieldErrors(feedbackFormSchema, values)).toEqual({});
    const { data, error } = await visitor().rpc('post_feedback', values);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: 'n'.repeat(limits.nameMaxLength),
      comment: 'c'.repeat(limits.commentMaxLength),
      likes: 0,
      dislikes: 0,
    });
  });
});

describe('upload size limits', () => {
  it("the buckets' file size limits are the domain's (the back-office names them when refusing)", async () => {
    const rows = await sql<{ id: string; file_size_limit: string }>(
      "select id, file_size_limit::text from storage.buckets where id in ('menu-images', 'zone-media') order by id",
    );
    expect(rows).toEqual([
      { id: 'menu-images', file_size_limit: String(menuImageMaxBytes) },
      { id: 'zone-media', file_size_limit: String(zoneMediaMaxBytes) },
    ]);
  });
});
