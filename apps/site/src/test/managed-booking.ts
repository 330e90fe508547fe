import type { ManagedBooking } from '@venue/data/bookings/manage-booking';

/** A pending regular booking as its manage link shows it; override what a test is about. */
export function managedBooking(overrides: Partial<ManagedBooking> = {}): ManagedBooking {
  return {
    id: '7d1f8f0e-2b9a-4c1e-9a57-0c7b3e2f9a11',
    status: 'pending',
    date: '2026-11-21',
    time: '19:30',
    duration: 45,
    people: 4,
    rounds: 2,
    type: 'regular',
    packageName: null,
    locale: 'en',
    name: 'Lina Haddad',
    reference: 'SZ-7K4Q',
    rescheduleCount: 0,
    packagePrice: null,
    customerNotes: '',
    rejectionReason: null,
    rejectionReasonKey: null,
    cancellationMessage: null,
    lanesNeeded: 1,
    cancellable: true,
    cancelUntil: '2026-11-21T15:30:00.000Z',
    confirmedAt: null,
    ...overrides,
  };
}
