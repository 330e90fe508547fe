import type { EmailBooking } from './booking.ts';

/** An approved regular booking; override what a test is about. */
export function booking(overrides: Partial<EmailBooking> = {}): EmailBooking {
  return {
    id: '7d1f8f0e-2b9a-4c1e-9a57-0c7b3e2f9a11',
    reference: 'SZ-7K4Q',
    name: 'Lina Saleh',
    email: 'lina@example.com',
    phone: '+970599123456',
    people: 4,
    rounds: 2,
    date: '2026-12-05',
    time: '19:30',
    type: 'regular',
    bundle_name: null,
    bundle_price: null,
    duration: 45,
    customer_notes: '',
    status: 'approved',
    approved_at: '2026-11-21T12:00:00.123456+00:00',
    rejected_at: null,
    rejection_reason: null,
    rejection_reason_key: null,
    rescheduled_at: null,
    reschedule_count: 0,
    locale: 'en',
    cancelled_at: null,
    cancellation_message: null,
    vr_sessions: 0,
    vr_start: null,
    ...overrides,
  };
}

/** A Blaze birthday party for 18 (70 ILS a guest, 90 minutes); override what a test is about. */
export function birthdayBooking(overrides: Partial<EmailBooking> = {}): EmailBooking {
  return booking({
    type: 'birthday',
    bundle_name: 'Blaze',
    bundle_price: 70,
    duration: 90,
    people: 18,
    rounds: 1,
    ...overrides,
  });
}

/**
 * A VR booking for 3 players and 2 sessions of 20 minutes at 35 ILS a player-session;
 * override what a test is about.
 */
export function vrBooking(overrides: Partial<EmailBooking> = {}): EmailBooking {
  return booking({
    type: 'vr',
    people: 3,
    rounds: 2,
    duration: 40,
    bundle_price: 35,
    time: '18:00',
    ...overrides,
  });
}
