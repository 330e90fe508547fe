import { useQuery } from '@tanstack/react-query';

/** Outside the 'bookings' root: refreshing the bookings must not refetch the pulse itself. */
export const liveKeys = {
  pulse: ['live', 'booking-pulse'] as const,
};

/** New requests show within 10 seconds: the pulse is read every 5 while the tab is visible. */
export const pulseIntervalMs = 5_000;

/**
 * The header polls from the first screen, so the client and the query load on first use: the
 * Supabase client stays out of the first download.
 */
async function fetchBookingPulse() {
  const [{ supabase }, { getBookingPulse }] = await Promise.all([
    import('../../../lib/supabase.ts'),
    import('@venue/data/bookings/get-booking-pulse'),
  ]);
  return getBookingPulse(supabase);
}

/** The pending count and the newest request, polled while the tab is visible and on refocus. */
export function useBookingPulse() {
  return useQuery({
    queryKey: liveKeys.pulse,
    queryFn: fetchBookingPulse,
    refetchInterval: pulseIntervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
