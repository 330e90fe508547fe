import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { countBookingsByStatus } from '@venue/data/bookings/count-bookings-by-status';
import { listBookingBatchSizes } from '@venue/data/bookings/list-booking-batch-sizes';
import { listLatestBookingEmails } from '@venue/data/bookings/list-booking-emails';
import {
  type BookingKindFilter,
  type ListBookingsOptions,
  listBookings,
} from '@venue/data/bookings/list-bookings';
import { listSlotLoads } from '@venue/data/bookings/list-slot-loads';
import { supabase } from '../../../lib/supabase.ts';
import { bookingKeys, bookingsRefetchIntervalMs } from './keys.ts';

export function useBookingsPage(options: ListBookingsOptions) {
  return useQuery({
    queryKey: bookingKeys.page(options),
    queryFn: () => listBookings(supabase, options),
    placeholderData: keepPreviousData,
    refetchInterval: bookingsRefetchIntervalMs,
  });
}

/** How many bookings of `kind` each status filter holds for the search. */
export function useBookingStatusCounts(search: string, kind: BookingKindFilter) {
  return useQuery({
    queryKey: bookingKeys.counts(search, kind),
    queryFn: () => countBookingsByStatus(supabase, search, kind),
    placeholderData: keepPreviousData,
    refetchInterval: bookingsRefetchIntervalMs,
  });
}

/** Lane occupancy of the days on the current page. */
export function useSlotLoads(dates: readonly string[]) {
  const sorted = [...new Set(dates)].sort();
  return useQuery({
    queryKey: bookingKeys.slotLoads(sorted),
    queryFn: () => listSlotLoads(supabase, sorted),
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: bookingsRefetchIntervalMs,
  });
}

/** The latest e-mail outbox entry of each booking on the current page. */
export function useLatestBookingEmails(bookingIds: readonly string[]) {
  const sorted = [...bookingIds].sort();
  return useQuery({
    queryKey: bookingKeys.emails(sorted),
    queryFn: () => listLatestBookingEmails(supabase, sorted),
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: bookingsRefetchIntervalMs,
  });
}

/** How many pending requests each pending booking on the page shares a batch with. */
export function useBookingBatchSizes(pendingIds: readonly string[]) {
  const sorted = [...pendingIds].sort();
  return useQuery({
    queryKey: bookingKeys.batchSizes(sorted),
    queryFn: () => listBookingBatchSizes(supabase, sorted),
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: bookingsRefetchIntervalMs,
  });
}
