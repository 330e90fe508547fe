/** One job: a visitor's VR request (players, consecutive sessions, the age confirmation). */

import {
  type BookingRequest,
  type RequestedBooking,
  requestBooking,
} from '../bookings/request-booking.ts';
import type { VenueClient } from '../client.ts';

/** What a visitor asks for when booking VR; the server checks it all again and prices it. */
export type VrBookingRequest = Omit<
  BookingRequest,
  'type' | 'people' | 'rounds' | 'packageId' | 'ageConfirmed'
> & {
  /** One station each: 1 to the zone's stations. */
  players: number;
  /** Consecutive VR sessions from `time` (a session start of the day's VR grid): 1 to 3. */
  sessions: number;
  /** The visitor confirmed that every player is 8 or older; refused without it. */
  ageConfirmed: boolean;
};

/**
 * Requests a VR booking through `request_booking` (`type => 'vr'`, people the players, rounds the
 * sessions); it starts as pending, as a bowling request, with the visitor's age confirmation
 * recorded. Refused by code: `vr.players_range`, `vr.sessions_range`, `vr.session_full` (fewer stations free than players
 * in a session, blocked ones counted as taken), and the day and time's as for bowling.
 */
export function requestVrBooking(
  client: VenueClient,
  request: VrBookingRequest,
): Promise<RequestedBooking> {
  const { players, sessions, ...rest } = request;
  return requestBooking(client, { ...rest, type: 'vr', people: players, rounds: sessions });
}
