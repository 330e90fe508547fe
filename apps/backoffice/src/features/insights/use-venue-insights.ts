import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getVenueInsights } from '@venue/data/insights/get-venue-insights';
import type { InsightsPeriod } from '@venue/domain/insights';
import { supabase } from '../../lib/supabase.ts';

/** The period's figures, computed by the database; the last period's stay on screen while the next loads. */
export function useVenueInsights(period: InsightsPeriod | null) {
  return useQuery({
    queryKey: ['insights', period?.from, period?.to],
    queryFn: () => getVenueInsights(supabase, period?.from ?? '', period?.to ?? ''),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
