/** One job: read the VR zone's settings (stations, session length). */
import { defaultVrSettings, type VrSettings } from '@venue/domain/vr';
import { unwrapRows } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';

export const vrSettingsColumns = 'station_count, session_minutes';

export function toVrSettings(row: { station_count: number; session_minutes: number }): VrSettings {
  return { stationCount: row.station_count, sessionMinutes: row.session_minutes };
}

/** The VR zone's stations and session length (public); the defaults if the row is missing. */
export async function getVrSettings(client: PublicClient): Promise<VrSettings> {
  const [row] = unwrapRows(await client.from('vr_settings').select(vrSettingsColumns).limit(1));
  return row ? toVrSettings(row) : defaultVrSettings;
}
