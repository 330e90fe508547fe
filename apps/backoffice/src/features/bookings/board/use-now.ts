/** The venue's clock as the lane board reads it. */
import { useEffect, useState } from 'react';

/** The current instant, moved on every half minute. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
