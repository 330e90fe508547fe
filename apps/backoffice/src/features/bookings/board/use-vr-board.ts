import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getVrSettings } from '@venue/data/vr/get-vr-settings';
import { listVrHolds } from '@venue/data/vr/list-vr-holds';
import { listVrStationBlocks } from '@venue/data/vr/list-vr-station-blocks';
import { businessDayStartsAt, slotInstant } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { supabase } from '../../../lib/supabase.ts';
import { bookingsRefetchIntervalMs } from '../api/keys.ts';

/** The VR section's query: under the 'bookings' root, so the live pulse's refresh reaches it. */
export const vrBoardKey = (date: string) => ['bookings', 'vr-board', date] as const;

/**
 * One day's VR zone for the board: its settings (stations, session length), the stations
 * approved bookings hold, and the station blocks not ended when the business day starts (the
 * model keeps those touching its sessions).
 */
export function useVrBoard(date: string) {
  return useQuery({
    queryKey: vrBoardKey(date),
    queryFn: async () => {
      const dayStart = slotInstant(date, businessDayStartsAt, venueTimeZone);
      const [settings, holds, blocks] = await Promise.all([
        getVrSettings(supabase),
        listVrHolds(supabase, date),
        listVrStationBlocks(supabase, dayStart),
      ]);
      return { settings, holds, blocks };
    },
    placeholderData: keepPreviousData,
    refetchInterval: bookingsRefetchIntervalMs,
  });
}
