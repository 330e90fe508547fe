import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDaySheet } from '../src/bookings/list-day-sheet.ts';
import {
  birthdayBooking,
  type Client,
  closeSql,
  daysOf,
  demoStaff,
  insertBookings,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

// The day sheet reception prints: what the counter expects that day, nothing it will not see.
// Year 2003 (past days, so attendance can be marked).
const nextDay = daysOf(2003);

let reception: Client;
beforeAll(async () => {
  reception = await signInAsReception();
});
afterAll(closeSql);

const approved = { status: 'approved' as const, approved_at: new Date().toISOString() };

describe('the day sheet', () => {
  it('holds pending and approved bookings (arrived and no-show too), never rejected or cancelled, by slot and lane', async () => {
    const date = nextDay();
    const [lateRequest, laneTwo, laneOne, arrived, noShow, rejected, cancelled, party] =
      await insertBookings([
        { date, time: '19:30', name: 'Late Request' },
        { date, time: '19:30', name: 'Lane Two', ...approved, approved_by: demoStaff.reception.id },
        { date, time: '19:30', name: 'Lane One', ...approved },
        { date, time: '15:00', name: 'Came In', ...approved },
        { date, time: '15:45', name: 'Never Came', ...approved },
        {
          date,
          time: '15:00',
          name: 'Turned Down',
          status: 'rejected',
          rejected_at: new Date().toISOString(),
          rejection_reason: 'Full',
        },
        {
          date,
          time: '15:00',
          name: 'Called Off',
          status: 'cancelled',
          cancelled_at: new Date().toISOString(),
        },
        {
          ...birthdayBooking(date, '17:15', { approved: true }),
          name: 'Party Host',
          customer_notes: 'Cake at six',
        },
      ]);
    // Attendance as the counter marked it; a staff note on one booking.
    await sql("update public.bookings set notes = 'VIP: regular since 2020' where id = $1", [
      laneOne,
    ]);
    await sql(
      "update public.bookings set attendance = case id when $1 then 'arrived' else 'no_show' end::public.booking_attendance where id in ($1, $2)",
      [arrived, noShow],
    );

    const sheet = await listDaySheet(reception, date);
    expect(sheet.map((row) => [row.time, row.name, row.status, row.lane, row.attendance])).toEqual([
      ['15:00', 'Came In', 'approved', expect.any(Number), 'arrived'],
      ['15:45', 'Never Came', 'approved', expect.any(Number), 'no_show'],
      ['17:15', 'Party Host', 'approved', expect.any(Number), null],
      ['19:30', expect.any(String), 'approved', expect.any(Number), null],
      ['19:30', expect.any(String), 'approved', expect.any(Number), null],
      ['19:30', 'Late Request', 'pending', null, null],
    ]);
    // Inside a slot, by lane.
    const [first, second] = sheet.filter((row) => row.time === '19:30');
    expect(Number(first?.lane)).toBeLessThan(Number(second?.lane));
    expect([first?.id, second?.id].sort()).toEqual([laneOne, laneTwo].sort());
    const ids = sheet.map((row) => row.id);
    expect(ids).not.toContain(rejected);
    expect(ids).not.toContain(cancelled);
    expect(ids).toContain(lateRequest);
    const partyRow = sheet.find((row) => row.id === party);
    expect(partyRow).toMatchObject({
      type: 'birthday',
      bundle_name: 'Blaze',
      bundle_price: 70,
      people: 6,
      customer_notes: 'Cake at six',
      notes: '',
    });
    expect(sheet.find((row) => row.id === laneOne)).toMatchObject({
      notes: 'VIP: regular since 2020',
      reference: expect.stringMatching(/^SZ-/),
      source: 'website',
    });
  });

  it('is staff-only: a visitor is refused', async () => {
    const date = nextDay();
    await insertBookings([{ date, time: '16:30', name: 'Private Person' }]);
    await expect(listDaySheet(visitor(), date)).rejects.toMatchObject({ code: '42501' });
  });
});
