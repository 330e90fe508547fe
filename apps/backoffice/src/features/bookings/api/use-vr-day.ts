import { useQuery } from '@tanstack/react-query';
import { getVrSettings } from '@venue/data/vr/get-vr-settings';
import { getVrOccupancy } from '@venue/data/vr/vr-occupancy';
import { isCalendarDate } from '@venue/domain/clock';
import { supabase } from '../../../lib/supabase.ts';
import { bookingKeys, bookingsRefetchIntervalMs } from './keys.ts';

/** The VR sessions `date` offers, each with its stations taken; none when the day is closed. */
export function useVrDay(date: string, isEnabled = true) {
  return useQuery({
    queryKey: bookingKeys.vrDay(date),
    queryFn: () => getVrOccupancy(supabase, date),
    enabled: isEnabled && isCalendarDate(date),
    refetchInterval: bookingsRefetchIntervalMs,
  });
}

/** The VR zone's stations and session length. */
export function useVrSettings(isEnabled = true) {
  return useQuery({
    queryKey: bookingKeys.vrSettings(),
    queryFn: () => getVrSettings(supabase),
    enabled: isEnabled,
  });
}
