/** One job: read a business day's VR sessions with the stations taken, through `vr_occupancy`. */

import { unwrapRows } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';

/** A VR session of a day as anyone may read it: counts only, no personal data. */
export type VrSessionOccupancy = {
  /** "HH:mm" on the business day's clock. */
  readonly sessionStart: string;
  /** Stations held by approved bookings or blocked. */
  readonly stationsTaken: number;
  /** The stations the zone has (vr_settings.station_count). */
  readonly stationsTotal: number;
};

/**
 * The VR sessions `date` ("YYYY-MM-DD") offers, earliest first, with the stations taken and the
 * total (`stationsLeft` in @venue/domain/vr gives "2 of 4 left"); none on a closed day. Anyone
 * may call it.
 */
export async function getVrOccupancy(
  client: PublicClient,
  date: string,
): Promise<VrSessionOccupancy[]> {
  const rows = unwrapRows(await client.rpc('vr_occupancy', { day: date }));
  return rows.map((row) => ({
    sessionStart: row.session_start,
    stationsTaken: row.stations_taken,
    stationsTotal: row.stations_total,
  }));
}
