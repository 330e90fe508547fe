import { useEffect, useState } from 'react';

/**
 * The current instant, refreshed every minute, so slots that start while the page is open turn
 * "no longer available". What is past is then decided in the venue's time zone by the domain.
 */
export function useVenueNow(refreshMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}
