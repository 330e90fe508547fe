import { stationsLeft, vrPrice } from '@venue/domain/vr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveBooking } from '../src/bookings/approve-booking.ts';
import { createStaffBooking } from '../src/bookings/create-staff-booking.ts';
import { requestBooking } from '../src/bookings/request-booking.ts';
import { DataError } from '../src/errors.ts';
import { addVrStationBlock } from '../src/vr/add-vr-station-block.ts';
import { deleteVrStationBlock } from '../src/vr/delete-vr-station-block.ts';
import { getVrSettings } from '../src/vr/get-vr-settings.ts';
import { listVrHolds } from '../src/vr/list-vr-holds.ts';
import { listVrStationBlocks } from '../src/vr/list-vr-station-blocks.ts';
import { requestVrBooking, type VrBookingRequest } from '../src/vr/request-vr-booking.ts';
import { updateVrSettings } from '../src/vr/update-vr-settings.ts';
import { getVrOccupancy } from '../src/vr/vr-occupancy.ts';
import {
  bookableDaysOf,
  type Client,
  closeSql,
  randomEmail,
  randomPhone,
  service,
  signInAsJana,
  signInAsOutsider,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

// VR sessions as a resource (issue 32, decision 034): a visitor's request for players and
// consecutive sessions, its refusals by code, the public occupancy, staff bookings, approvals,
// moves and cancellations holding and freeing stations, station blocks and the settings, each
// through supabase-js as its caller against the real stack. Requests need bookable days; the VR
// sessions used (:20 and :40) are no lane slot, so no lane test's count meets them.

const nextDay = bookableDaysOf(48, 65);
afterAll(closeSql);

let reception: Client;
let jana: Client;

beforeAll(async () => {
  [reception, jana] = await Promise.all([signInAsReception(), signInAsJana()]);
});

function vrRequest(date: string, overrides: Partial<VrBookingRequest> = {}): VrBookingRequest {
  return {
    name: 'Lina Haddad',
    phone: randomPhone(),
    email: randomEmail(),
    date,
    time: '18:20',
    players: 3,
    sessions: 2,
    ageConfirmed: true,
    locale: 'en',
    ...overrides,
  };
}

/** The refusal a call ends in (its code, parameters and field), or a failure if it succeeded. */
async function refusalOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    return { code: error.refusal?.code, params: error.refusal?.params, field: error.field };
  }
  throw new Error('Expected a refusal');
}

async function bookingRow(id: string) {
  const { data, error } = await service().from('bookings').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

async function bookingsWithPhone(phone: string): Promise<number> {
  const [row] = await sql<{ count: number }>(
    'select count(*)::int as count from public.bookings where phone = $1',
    [phone],
  );
  return row?.count ?? 0;
}

async function holdsOf(id: string) {
  return sql<{ session_start: string; station: number }>(
    `select session_start, station from public.vr_station_holds where booking_id = $1
     order by session_start, station`,
    [id],
  );
}

/** An approved VR booking of `players` from `time`, as reception would have taken it. */
async function approvedVr(date: string, time: string, players: number, sessions = 1) {
  const booking = await createStaffBooking(reception, {
    name: 'Walk In',
    phone: randomPhone(),
    people: players,
    rounds: sessions,
    date,
    time,
    type: 'vr',
    source: 'walk_in',
    ageConfirmed: true,
  });
  return booking.id;
}

/** Blocks stations over one VR session of a business day (the manager's). */
async function blockSession(date: string, time: string, stations: number[]) {
  const [row] = await sql<{ starts_at: Date }>(
    'select private.slot_instant($1::date, $2) as starts_at',
    [date, time],
  );
  const startsAt = row?.starts_at as Date;
  return addVrStationBlock(jana, {
    stations,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 20 * 60_000),
    reason: { en: 'Broken headset', ar: 'نظارة معطلة' },
  });
}

describe('a visitor books VR', () => {
  it('3 players for 2 sessions: pending, 40 minutes, priced players × sessions × the VR price', async () => {
    const date = nextDay();
    const request = vrRequest(date);
    const booked = await requestVrBooking(visitor(), request);
    const [prices] = await sql<{ vr_session_price: string }>(
      'select vr_session_price from public.prices',
    );
    const sessionPrice = Number(prices?.vr_session_price);
    const row = await bookingRow(booked.id);
    expect(row).toMatchObject({
      type: 'vr',
      status: 'pending',
      people: 3,
      rounds: 2,
      duration: 40,
      time: '18:20',
      bundle_id: null,
      bundle_name: null,
      lanes_needed: 0,
      lane: null,
      lanes: null,
      vr_sessions: 2,
      stations_needed: 3,
      stations: null,
      vr_start: null,
    });
    expect(Number(row.bundle_price)).toBe(sessionPrice);
    expect(vrPrice(row.people, row.rounds, Number(row.bundle_price))).toBe(3 * 2 * sessionPrice);
    expect(row.age_confirmed_at).not.toBeNull();
    expect(booked.reference).toMatch(/^SZ-/);

    // Approval holds three stations in both sessions, and no lane.
    expect(await approveBooking(reception, booked.id)).toBe(0);
    expect(await bookingRow(booked.id)).toMatchObject({
      status: 'approved',
      stations: [1, 2, 3],
      vr_start: '18:20',
      lane: null,
      lanes: null,
    });
    expect(await holdsOf(booked.id)).toEqual([
      { session_start: '18:20', station: 1 },
      { session_start: '18:20', station: 2 },
      { session_start: '18:20', station: 3 },
      { session_start: '18:40', station: 1 },
      { session_start: '18:40', station: 2 },
      { session_start: '18:40', station: 3 },
    ]);
    const [lanes] = await sql<{ count: number }>(
      'select count(*)::int as count from public.slot_lanes where booking_id = $1',
      [booked.id],
    );
    expect(lanes?.count).toBe(0);

    const sessions = await getVrOccupancy(visitor(), date);
    const taken = Object.fromEntries(sessions.map((s) => [s.sessionStart, s.stationsTaken]));
    expect(taken['18:20']).toBe(3);
    expect(taken['18:40']).toBe(3);
    expect(taken['19:00']).toBe(0);
    const at1820 = sessions.find((s) => s.sessionStart === '18:20');
    expect(stationsLeft(at1820?.stationsTaken ?? 0, at1820?.stationsTotal ?? 0)).toBe(1);
  });

  it('stores a phone typed in Arabic-Indic digits in its ASCII E.164 form', async () => {
    const digits = randomPhone().slice(-7);
    const arabic = digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const booked = await requestVrBooking(
      visitor(),
      vrRequest(nextDay(), { phone: `٠٥٩ ${arabic}`, time: '16:40', players: 1, sessions: 1 }),
    );
    expect((await bookingRow(booked.id)).phone).toBe(`+97059${digits}`);
  });

  it('takes the same request through requestBooking with type vr', async () => {
    const booked = await requestBooking(visitor(), {
      name: 'Omar Saleh',
      phone: randomPhone(),
      email: randomEmail(),
      people: 2,
      rounds: 1,
      date: nextDay(),
      time: '20:40',
      type: 'vr',
      ageConfirmed: true,
    });
    expect(await bookingRow(booked.id)).toMatchObject({ type: 'vr', people: 2, rounds: 1 });
  });
});

describe('a VR request is refused by code, and nothing is written', () => {
  const date = nextDay();

  it.each([
    [
      'more players than stations (5 of 4)',
      { players: 5 },
      { code: 'vr.players_range', params: { max: 4 }, field: 'people' },
    ],
    [
      'no players',
      { players: 0 },
      { code: 'vr.players_range', params: { max: 4 }, field: 'people' },
    ],
    [
      'more than 3 sessions',
      { sessions: 4 },
      { code: 'vr.sessions_range', params: { max: 3 }, field: 'rounds' },
    ],
    [
      'a start off the VR grid (18:10)',
      { time: '18:10' },
      { code: 'booking.time_required', params: {}, field: 'time' },
    ],
    [
      'a start outside the hours (14:40)',
      { time: '14:40' },
      { code: 'booking.time_required', params: {}, field: 'time' },
    ],
    [
      'sessions past closing (2 from 22:40)',
      { time: '22:40', sessions: 2 },
      { code: 'booking.past_closing', params: {}, field: 'time' },
    ],
  ] as const)('%s', async (_, overrides, refusal) => {
    const request = vrRequest(date, overrides);
    expect(await refusalOf(requestVrBooking(visitor(), request))).toEqual(refusal);
    expect(await bookingsWithPhone(request.phone)).toBe(0);
  });

  it('takes a VR request with only the fields a bowling request has, recording no age confirmation', async () => {
    const phone = randomPhone();
    const { data, error } = await visitor().rpc('request_booking', {
      name: 'Lina Haddad',
      phone,
      email: randomEmail(),
      people: 3,
      rounds: 2,
      date,
      time: '18:20',
      type: 'vr',
    });
    expect(error).toBeNull();
    expect(data?.[0]?.reference).toMatch(/^SZ-/);
    const rows = await sql<{
      type: string;
      people: number;
      rounds: number;
      age_confirmed_at: string | null;
    }>('select type, people, rounds, age_confirmed_at from public.bookings where phone = $1', [
      phone,
    ]);
    expect(rows).toEqual([{ type: 'vr', people: 3, rounds: 2, age_confirmed_at: null }]);
  });

  it('a package on a VR request', async () => {
    const phone = randomPhone();
    const { error } = await visitor().rpc('request_booking', {
      name: 'Lina Haddad',
      phone,
      email: randomEmail(),
      people: 2,
      rounds: 1,
      date,
      time: '18:20',
      type: 'vr',
      package_id: '00000000-0000-4000-8000-000000000000',
      age_confirmed: true,
    });
    expect(JSON.parse(error?.hint ?? '{}')).toEqual({ code: 'vr.package_not_allowed', params: {} });
    expect(await bookingsWithPhone(phone)).toBe(0);
  });

  it('no stations left: 3 of 4 held at 17:20 leave no room for 2 players', async () => {
    await approvedVr(date, '17:20', 3);
    const request = vrRequest(date, { time: '17:20', players: 2, sessions: 1 });
    expect(await refusalOf(requestVrBooking(visitor(), request))).toEqual({
      code: 'vr.session_full',
      params: { date, time: '17:20', left: 1, stations: 4, needed: 2 },
      field: null,
    });
    expect(await bookingsWithPhone(request.phone)).toBe(0);
    // One player still fits.
    await requestVrBooking(visitor(), { ...request, phone: randomPhone(), players: 1 });
  });

  it('blocked stations count as taken: three blocked at 16:20 leave one', async () => {
    const block = await blockSession(date, '16:20', [1, 2, 3]);
    const request = vrRequest(date, { time: '16:00', players: 2, sessions: 2 });
    expect(await refusalOf(requestVrBooking(visitor(), request))).toEqual({
      code: 'vr.session_full',
      params: { date, time: '16:20', left: 1, stations: 4, needed: 2 },
      field: null,
    });
    expect(await bookingsWithPhone(request.phone)).toBe(0);
    const at1620 = (await getVrOccupancy(visitor(), date)).find((s) => s.sessionStart === '16:20');
    expect(at1620).toEqual({ sessionStart: '16:20', stationsTaken: 3, stationsTotal: 4 });
    await deleteVrStationBlock(jana, block.id);
  });
});

describe('vr_occupancy', () => {
  it('gives anyone the sessions of a day as counts only: 24 sessions from 15:00 to 22:40', async () => {
    const date = nextDay();
    const { data, error } = await visitor().rpc('vr_occupancy', { day: date });
    expect(error).toBeNull();
    expect(data).toHaveLength(24);
    expect(data?.[0]).toEqual({ session_start: '15:00', stations_taken: 0, stations_total: 4 });
    expect(data?.at(-1)?.session_start).toBe('22:40');
    for (const row of data ?? [])
      expect(Object.keys(row).sort()).toEqual([
        'session_start',
        'stations_taken',
        'stations_total',
      ]);
  });

  it('gives no sessions on a day the venue closes', async () => {
    const date = '2105-03-04';
    await sql(
      `insert into public.closures (day, reason) values ($1, '{"en": "Eid", "ar": "العيد"}')`,
      [date],
    );
    expect(await getVrOccupancy(visitor(), date)).toEqual([]);
    await sql('delete from public.closures where day = $1', [date]);
  });
});

describe('who reads and writes VR', () => {
  it('a visitor reads the settings but no VR booking, hold or block', async () => {
    const date = nextDay();
    const id = await approvedVr(date, '19:20', 2);
    await blockSession(date, '20:40', [4]);
    const anon = visitor();
    expect(await getVrSettings(anon)).toEqual({ stationCount: 4, sessionMinutes: 20 });
    const bookings = await anon.from('bookings').select('id').eq('id', id);
    expect(bookings.data ?? []).toEqual([]);
    expect((await anon.from('vr_station_holds').select('*').eq('date', date)).error?.code).toBe(
      '42501',
    );
    expect((await anon.from('vr_station_blocks').select('*')).error?.code).toBe('42501');
    // A signed-in account that is not staff reads none either.
    const { client: outsider } = await signInAsOutsider();
    expect((await outsider.from('bookings').select('id').eq('id', id)).data).toEqual([]);
    expect((await outsider.from('vr_station_holds').select('*').eq('date', date)).data).toEqual([]);
    expect((await outsider.from('vr_station_blocks').select('*')).data).toEqual([]);
    // Staff read them.
    expect(
      (await reception.from('vr_station_holds').select('*').eq('booking_id', id)).data,
    ).toHaveLength(2);
    const blocks = await listVrStationBlocks(reception, new Date(`${date}T00:00:00Z`));
    expect(blocks.some((block) => block.stations.join() === '4')).toBe(true);
  });

  it('reception blocks stations only within today; the manager any day, and removes them', async () => {
    const later = new Date(`${nextDay()}T15:00:00Z`);
    const block = {
      stations: [2],
      startsAt: later,
      endsAt: new Date(later.getTime() + 3_600_000),
      reason: { en: 'Broken headset' },
    };
    expect(await refusalOf(addVrStationBlock(reception, block))).toMatchObject({
      code: 'schedule.vr_block_today_only',
    });
    const now = new Date();
    const today = await addVrStationBlock(reception, {
      ...block,
      startsAt: now,
      endsAt: new Date(now.getTime() + 60_000),
    });
    expect(await refusalOf(deleteVrStationBlock(reception, today.id))).toMatchObject({
      code: 'schedule.entry_gone',
    });
    await deleteVrStationBlock(jana, today.id);
    const managers = await addVrStationBlock(jana, block);
    expect(managers.stations).toEqual([2]);
    await deleteVrStationBlock(jana, managers.id);
    expect(await refusalOf(addVrStationBlock(jana, { ...block, stations: [5] }))).toMatchObject({
      code: 'vr.station_range',
      params: { stations: 4 },
    });
    expect(await refusalOf(addVrStationBlock(jana, { ...block, stations: [] }))).toMatchObject({
      code: 'schedule.stations_required',
    });
    expect(
      await refusalOf(addVrStationBlock(jana, { ...block, endsAt: block.startsAt })),
    ).toMatchObject({ code: 'schedule.vr_block_period' });
  });

  it('only staff approve a VR booking; a visitor cannot', async () => {
    const booked = await requestVrBooking(visitor(), vrRequest(nextDay(), { time: '21:20' }));
    const { error } = await visitor().rpc('approve_booking', { booking_id: booked.id });
    expect(error?.code).toBe('42501');
    expect((await bookingRow(booked.id)).status).toBe('pending');
  });
});

describe('reception takes VR bookings and walk-ins', () => {
  it('a walk-in for 2 players holds the lowest free stations; a third group finds too few', async () => {
    const date = nextDay();
    const first = await approvedVr(date, '15:40', 2);
    const second = await approvedVr(date, '15:40', 1);
    expect((await bookingRow(first)).stations).toEqual([1, 2]);
    expect((await bookingRow(second)).stations).toEqual([3]);
    const phone = randomPhone();
    expect(
      await refusalOf(
        createStaffBooking(reception, {
          name: 'Walk In',
          phone,
          people: 2,
          rounds: 1,
          date,
          time: '15:40',
          type: 'vr',
          source: 'walk_in',
          ageConfirmed: true,
        }),
      ),
    ).toEqual({
      code: 'vr.session_full',
      params: { date, time: '15:40', left: 1, stations: 4, needed: 2 },
      field: null,
    });
    expect(await bookingsWithPhone(phone)).toBe(0);
  });

  it("takes a VR booking whose players' ages nobody confirmed, and records that none did", async () => {
    const phone = randomPhone();
    await createStaffBooking(reception, {
      name: 'Walk In',
      phone,
      people: 1,
      rounds: 1,
      date: nextDay(),
      time: '15:40',
      type: 'vr',
      source: 'phone',
    });
    const rows = await sql<{ age_confirmed_at: string | null }>(
      'select age_confirmed_at from public.bookings where phone = $1',
      [phone],
    );
    expect(rows).toEqual([{ age_confirmed_at: null }]);
  });

  it('moves an approved VR booking with its stations, and refuses a full session unchanged', async () => {
    const date = nextDay();
    const id = await approvedVr(date, '17:40', 2, 2);
    await approvedVr(date, '19:20', 3);
    const { error } = await reception.rpc('reschedule_booking', {
      booking_id: id,
      new_date: date,
      new_time: '20:20',
    });
    expect(error).toBeNull();
    expect(await holdsOf(id)).toEqual([
      { session_start: '20:20', station: 1 },
      { session_start: '20:20', station: 2 },
      { session_start: '20:40', station: 1 },
      { session_start: '20:40', station: 2 },
    ]);
    const full = await reception.rpc('reschedule_booking', {
      booking_id: id,
      new_date: date,
      new_time: '19:00',
    });
    expect(JSON.parse(full.error?.hint ?? '{}')).toEqual({
      code: 'vr.session_full',
      params: { date, time: '19:20', left: 1, stations: 4, needed: 2 },
    });
    expect(await bookingRow(id)).toMatchObject({ time: '20:20', stations: [1, 2] });
    const off = await reception.rpc('reschedule_booking', {
      booking_id: id,
      new_date: date,
      new_time: '20:30',
    });
    expect(JSON.parse(off.error?.hint ?? '{}')).toMatchObject({ code: 'booking.time_required' });
  });

  it("moves a party's VR with its bowling: the first VR session after the new time", async () => {
    const date = nextDay();
    const [blaze] = await sql<{ id: string }>(
      `select id from public.birthday_packages where title ->> 'en' = 'Blaze'`,
    );
    const booking = await createStaffBooking(reception, {
      name: 'Party Host',
      phone: randomPhone(),
      people: 12,
      rounds: 1,
      date,
      time: '16:30',
      type: 'birthday',
      packageId: blaze?.id,
      source: 'phone',
    });
    // 90 minutes of bowling from 16:30 end at 18:00: VR at 18:00.
    expect(await bookingRow(booking.id)).toMatchObject({
      vr_start: '18:00',
      stations: [1, 2, 3, 4],
    });
    const { error } = await reception.rpc('reschedule_booking', {
      booking_id: booking.id,
      new_date: date,
      new_time: '18:00',
    });
    expect(error).toBeNull();
    expect(await bookingRow(booking.id)).toMatchObject({ time: '18:00', vr_start: '19:40' });
    expect(await holdsOf(booking.id)).toHaveLength(4);
    expect((await holdsOf(booking.id))[0]?.session_start).toBe('19:40');
  });

  it("frees a VR booking's stations when reception cancels it", async () => {
    const date = nextDay();
    const id = await approvedVr(date, '22:20', 4, 2);
    const { error } = await reception.rpc('cancel_booking', {
      booking_id: id,
      message: 'The VR zone is closed for repairs tonight.',
    });
    expect(error).toBeNull();
    expect(await holdsOf(id)).toEqual([]);
    const at2220 = (await getVrOccupancy(visitor(), date)).find((s) => s.sessionStart === '22:20');
    expect(at2220?.stationsTaken).toBe(0);
  });
});

describe("a VR booking's history and its customer's link", () => {
  it('the approval event names the stations; the board lists them', async () => {
    const date = nextDay();
    const id = await approvedVr(date, '17:40', 2);
    const [event] = await sql<{ after: unknown }>(
      `select after from public.booking_events where booking_id = $1 and kind = 'approved'`,
      [id],
    );
    expect(event?.after).toEqual({
      status: 'approved',
      lane: null,
      lanes: null,
      stations: [1, 2],
      vr_start: '17:40',
    });
    expect(await listVrHolds(reception, date)).toEqual([
      { sessionStart: '17:40', station: 1, bookingId: id },
      { sessionStart: '17:40', station: 2, bookingId: id },
    ]);
    expect(await listVrHolds(visitor(), date).catch((error: DataError) => error.code)).toBe(
      '42501',
    );
  });

  it('the customer moves a VR request on the VR grid, then cancels it approved, freeing its stations', async () => {
    const date = nextDay();
    const booked = await requestVrBooking(
      visitor(),
      vrRequest(date, { time: '16:20', sessions: 1 }),
    );
    const moved = await visitor().rpc('reschedule_booking_by_token', {
      token: booked.manageToken,
      date,
      time: '16:40',
    });
    expect(moved.error).toBeNull();
    const offGrid = await visitor().rpc('reschedule_booking_by_token', {
      token: booked.manageToken,
      date,
      time: '17:15',
    });
    expect(JSON.parse(offGrid.error?.hint ?? '{}')).toMatchObject({
      code: 'booking.time_required',
    });
    await approveBooking(reception, booked.id);
    expect(await holdsOf(booked.id)).toHaveLength(3);
    const cancelled = await visitor().rpc('cancel_booking_by_token', { token: booked.manageToken });
    expect(cancelled.error).toBeNull();
    expect(await holdsOf(booked.id)).toEqual([]);
    expect((await bookingRow(booked.id)).status).toBe('cancelled');
  });
});

describe('the VR settings', () => {
  it('reception cannot change them; the manager is held to their ranges', async () => {
    expect(
      await refusalOf(updateVrSettings(reception, { stationCount: 6, sessionMinutes: 20 })),
    ).toMatchObject({ code: 'schedule.not_allowed' });
    expect(
      await refusalOf(updateVrSettings(jana, { stationCount: 25, sessionMinutes: 20 })),
    ).toMatchObject({ code: 'schedule.vr_station_count_range', params: { min: 1, max: 24 } });
    // The same values are saved as they are.
    expect(await updateVrSettings(jana, { stationCount: 4, sessionMinutes: 20 })).toEqual({
      stationCount: 4,
      sessionMinutes: 20,
    });
  });

  it('refuses fewer stations while the last one holds bookings, and another session length while VR bookings stand', async () => {
    const date = nextDay();
    await approvedVr(date, '21:40', 4);
    expect(
      await refusalOf(updateVrSettings(jana, { stationCount: 3, sessionMinutes: 20 })),
    ).toEqual({ code: 'schedule.vr_station_in_use', params: { station: 4 }, field: null });
    const length = await refusalOf(updateVrSettings(jana, { stationCount: 4, sessionMinutes: 30 }));
    expect(length.code).toBe('schedule.vr_session_length_in_use');
    expect(await getVrSettings(visitor())).toEqual({ stationCount: 4, sessionMinutes: 20 });
  });
});
