import type { BookingRow } from '@venue/data/bookings/booking-row';

/**
 * A regular, approved booking on lane 1 as the desk reads it, with `overrides` on top (no lane
 * unless approved). Its lanes follow what the caller gives: `lane` alone holds that one lane,
 * `lanes` alone holds them (`lane` the lowest, `lanes_needed` their count).
 */
export function bookingRow(overrides: Partial<BookingRow> = {}): BookingRow {
  const approved = (overrides.status ?? 'approved') === 'approved';
  const lanes =
    overrides.lanes !== undefined
      ? overrides.lanes
      : overrides.lane !== undefined
        ? overrides.lane === null
          ? null
          : [overrides.lane]
        : approved
          ? [1]
          : null;
  return {
    id: 'booking-1',
    reference: 'SZ-7K4Q',
    name: 'Lina Haddad',
    phone: '+970591234567',
    email: null,
    people: 4,
    rounds: 2,
    date: '2046-05-10',
    time: '15:00',
    type: 'regular',
    bundle_name: null,
    bundle_price: null,
    duration: 45,
    customer_notes: '',
    notes: '',
    status: 'approved',
    created_at: '2046-05-01T10:00:00+00:00',
    contact_attempts: 0,
    last_contact_attempt: null,
    rejection_reason: null,
    rejection_reason_key: null,
    source: 'website',
    attendance: null,
    lane: lanes?.[0] ?? null,
    lanes,
    lanes_needed: lanes?.length ?? 1,
    confirmed_at: null,
    vr_sessions: 0,
    stations_needed: 0,
    vr_start: null,
    stations: null,
    age_confirmed_at: null,
    ...overrides,
  };
}

/**
 * A VR request as the desk reads it: 3 players for 2 sessions of 20 minutes from 18:00 at 35 ILS
 * a player-session, needing 3 stations and no lane, with `overrides` on top.
 */
export function vrBookingRow(overrides: Partial<BookingRow> = {}): BookingRow {
  return bookingRow({
    type: 'vr',
    people: 3,
    rounds: 2,
    duration: 40,
    bundle_price: 35,
    time: '18:00',
    status: 'pending',
    lanes_needed: 0,
    stations_needed: 3,
    ...overrides,
  });
}
