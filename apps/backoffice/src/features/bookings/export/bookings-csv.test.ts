import { i18n } from '@lingui/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { ListBookingsOptions } from '@venue/data/bookings/list-bookings';
import { utf8Bom } from '@venue/domain/csv';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { bookingRow } from '../../../test/booking-row.ts';
import { allMatchingBookings, exportPageSize } from './all-bookings.ts';
import { bookingsCsv, bookingsCsvFileName } from './bookings-csv.ts';

const data = vi.hoisted(() => ({ listBookings: vi.fn() }));
vi.mock('@venue/data/bookings/list-bookings', () => ({ listBookings: data.listBookings }));

const client = {} as never;

/** The CSV's lines without the byte order mark (its records here hold no line breaks). */
function linesOf(csv: string): string[] {
  expect(csv.startsWith(utf8Bom)).toBe(true);
  return csv.slice(1).split('\r\n');
}

const rows: BookingRow[] = [
  bookingRow({
    id: 'b1',
    reference: 'SZ-7K4Q',
    name: 'Haddad, Lina',
    phone: '+970591234567',
    email: 'lina@example.com',
    date: '2046-05-10',
    time: '15:00',
    people: 4,
    rounds: 2,
    status: 'approved',
    attendance: 'arrived',
    source: 'phone',
    created_at: '2046-05-01T10:00:00+00:00',
    lane: 3,
    notes: 'Regular, prefers lane 3',
    customer_notes: 'Cake at six',
  }),
  bookingRow({
    id: 'b2',
    reference: 'SZ-M3XR',
    name: '=cmd|"/c calc"!A1',
    phone: '0591234567',
    type: 'birthday',
    bundle_name: 'Gold "party"',
    people: 12,
    vr_sessions: 1,
    status: 'pending',
    source: 'website',
  }),
];

afterEach(async () => {
  await activateLocale('en');
});

describe('the bookings CSV', () => {
  it('has English headers and the bookings in words, escaped and guarded', async () => {
    await activateLocale('en');
    const [header, first, second, end] = linesOf(bookingsCsv(i18n, rows));
    expect(header).toBe(
      'Reference,Date,Time,Kind,Name,Phone,Email,People,Rounds,Package,VR sessions,Lane,Stations,Status,Attendance,Source,Staff notes,Customer notes,Created',
    );
    expect(first).toBe(
      `SZ-7K4Q,2046-05-10,15:00,Bowling,"Haddad, Lina",'+970591234567,lina@example.com,4,2,,,3,,APPROVED,Arrived,Phone,"Regular, prefers lane 3",Cake at six,"May 1, 2046, 13:00"`,
    );
    expect(second).toBe(
      `SZ-M3XR,2046-05-10,15:00,Birthday,"'=cmd|""/c calc""!A1",0591234567,,12,,"Gold ""party""",1,,,PENDING,,Website,,,"May 1, 2046, 13:00"`,
    );
    expect(end).toBe('');
  });

  it('gives a VR booking its kind, players, sessions and stations, and no rounds or lane', async () => {
    await activateLocale('en');
    const vr = bookingRow({
      reference: 'SZ-V7RQ',
      type: 'vr',
      people: 3,
      rounds: 2,
      lane: null,
      lanes: null,
      stations: [1, 2, 3],
      vr_start: '15:00',
    });
    const [, line] = linesOf(bookingsCsv(i18n, [vr]));
    expect(line).toMatch(
      /^SZ-V7RQ,2046-05-10,15:00,VR,Lina Haddad,'\+970591234567,,3,,,2,,1–3,APPROVED,/,
    );
    await activateLocale('ar');
    const [header, arabic] = linesOf(bookingsCsv(i18n, [vr]));
    expect(header).toContain('الوقت,النوع,الاسم');
    expect(header).toContain('الباقة,جلسات الواقع الافتراضي,المسار,المحطات,الحالة');
    expect(arabic).toContain(',واقع افتراضي,');
    expect(arabic).toContain(',3,,,2,,من 1 إلى 3,');
  });

  it('has Arabic headers and values for staff working in Arabic', async () => {
    await activateLocale('ar');
    const [header, first] = linesOf(bookingsCsv(i18n, rows));
    expect(header).toBe(
      'رقم الحجز,التاريخ,الوقت,النوع,الاسم,الهاتف,البريد الإلكتروني,الأشخاص,الجولات,الباقة,جلسات الواقع الافتراضي,المسار,المحطات,الحالة,الحضور,المصدر,ملاحظات الموظفين,ملاحظات الزبون,تاريخ الإنشاء',
    );
    expect(first).toBe(
      `SZ-7K4Q,2046-05-10,15:00,بولينغ,"Haddad, Lina",'+970591234567,lina@example.com,4,2,,,3,,مقبول,حضر,الهاتف,"Regular, prefers lane 3",Cake at six,1 أيار 2046، 13:00`,
    );
  });

  it('writes only the header when nothing matches', async () => {
    await activateLocale('en');
    expect(linesOf(bookingsCsv(i18n, []))).toHaveLength(2);
  });

  it('names the file after the day', () => {
    expect(bookingsCsvFileName('2046-05-10')).toBe('bookings-2046-05-10.csv');
  });
});

describe('every booking matching the desk filter', () => {
  const filter = { status: 'approved', search: 'lina', sort: 'name' } as const;

  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('reads page after page with the desk filter until the total is read', async () => {
    const total = exportPageSize * 2 + 3;
    const all = Array.from({ length: total }, (_, index) => bookingRow({ id: `b${index}` }));
    data.listBookings.mockImplementation(async (_client: unknown, options: ListBookingsOptions) => {
      const from = (options.page - 1) * options.pageSize;
      return { rows: all.slice(from, from + options.pageSize), total };
    });
    const result = await allMatchingBookings(client, filter);
    expect(result.map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect(data.listBookings).toHaveBeenCalledTimes(3);
    expect(data.listBookings.mock.calls.map((call) => call[1])).toEqual(
      [1, 2, 3].map((page) => ({ ...filter, page, pageSize: exportPageSize })),
    );
  });

  it('reads one page when everything fits on it, and keeps a booking that moved pages once', async () => {
    data.listBookings.mockResolvedValueOnce({ rows: [rows[0], rows[1], rows[0]], total: 3 });
    const result = await allMatchingBookings(client, filter);
    expect(result.map((row) => row.id)).toEqual(['b1', 'b2']);
    expect(data.listBookings).toHaveBeenCalledTimes(1);
  });

  it('passes on a failure to read', async () => {
    data.listBookings.mockRejectedValueOnce(new Error('Failed to fetch'));
    await expect(allMatchingBookings(client, filter)).rejects.toThrow('Failed to fetch');
  });
});
