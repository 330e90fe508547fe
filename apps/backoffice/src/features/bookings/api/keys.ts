import type { BookingKindFilter, ListBookingsOptions } from '@venue/data/bookings/list-bookings';

/** Query keys of the bookings desk. Every booking query starts with 'bookings'. */
export const bookingKeys = {
  all: ['bookings'] as const,
  page: (options: ListBookingsOptions) => ['bookings', 'page', options] as const,
  counts: (search: string, kind: BookingKindFilter) =>
    ['bookings', 'counts', search, kind] as const,
  slotLoads: (dates: readonly string[]) => ['bookings', 'slot-loads', dates] as const,
  emails: (bookingIds: readonly string[]) => ['bookings', 'emails', bookingIds] as const,
  batchSizes: (bookingIds: readonly string[]) => ['bookings', 'batch-sizes', bookingIds] as const,
  events: (bookingId: string) => ['bookings', 'events', bookingId] as const,
  /** The messages to a booking's customer (the outbox's rows). */
  messages: (bookingId: string) => ['bookings', 'messages', bookingId] as const,
  board: (date: string) => ['bookings', 'board', date] as const,
  /** The schedule (hours, closures, lane blocks) of the business days `from` to `to`. */
  schedule: (from: string, to: string) => ['bookings', 'schedule', from, to] as const,
  /** The bookings a change to the schedule left outside it (`booking_conflicts`). */
  conflicts: () => ['bookings', 'conflicts'] as const,
  /** The slots one day offers with their open and free lanes (`venue_day`). */
  venueDay: (date: string) => ['bookings', 'venue-day', date] as const,
  /** The VR sessions one day offers with their stations taken (`vr_occupancy`). */
  vrDay: (date: string) => ['bookings', 'vr-day', date] as const,
  /** The VR zone's stations and session length. */
  vrSettings: () => ['bookings', 'vr-settings'] as const,
};

/** Bookings change under the desk (the public site, other staff): poll as well as refocus. */
export const bookingsRefetchIntervalMs = 30_000;
