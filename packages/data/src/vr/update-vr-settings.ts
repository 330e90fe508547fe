/** One job: write the VR zone's settings (the manager's). */
import type { VrSettings } from '@venue/domain/vr';
import type { VenueClient } from '../client.ts';
import { scheduleNotAllowed, unwrapSchedule } from '../schedule/schedule-refusal.ts';
import { toVrSettings, vrSettingsColumns } from './get-vr-settings.ts';

/**
 * Writes the VR zone's stations and session length (the manager's). The database refuses fewer
 * stations while one that would go holds bookings from today on (`schedule.vr_station_in_use`),
 * another session length while VR bookings from today on stand
 * (`schedule.vr_session_length_in_use`), and values out of range
 * (`schedule.vr_station_count_range`, `schedule.vr_session_minutes_range`).
 */
export async function updateVrSettings(
  client: VenueClient,
  settings: VrSettings,
): Promise<VrSettings> {
  const rows = unwrapSchedule(
    await client
      .from('vr_settings')
      .update({ station_count: settings.stationCount, session_minutes: settings.sessionMinutes })
      .eq('id', true)
      .select(vrSettingsColumns),
    'vr_settings',
  );
  const row = rows?.[0];
  if (!row) throw scheduleNotAllowed('vr_settings');
  return toVrSettings(row);
}
