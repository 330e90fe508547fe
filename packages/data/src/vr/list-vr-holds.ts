/** One job: the VR stations held on a business day, for the board (staff only). */
import type { VenueClient } from '../client.ts';
import { unwrapRows } from '../errors.ts';

/** A station an approved booking holds in one VR session. */
export type VrHold = {
  /** "HH:mm" on the business day's clock. */
  readonly sessionStart: string;
  readonly station: number;
  readonly bookingId: string;
};

/**
 * The stations approved bookings hold on `date` ("YYYY-MM-DD"), by session then station: the VR
 * board's cells (the bookings themselves come from `listDayBoard`, blocks from
 * `listVrStationBlocks`). Staff only: others read none.
 */
export async function listVrHolds(client: VenueClient, date: string): Promise<VrHold[]> {
  const rows = unwrapRows(
    await client
      .from('vr_station_holds')
      .select('session_start, station, booking_id')
      .eq('date', date)
      .order('session_start')
      .order('station'),
  );
  return rows.map((row) => ({
    sessionStart: row.session_start,
    station: row.station,
    bookingId: row.booking_id,
  }));
}
