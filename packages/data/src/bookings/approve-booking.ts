import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/** What reception may choose when approving. */
export type ApprovalChoices = {
  /**
   * A party's first VR session ("HH:mm" on the day's VR grid); by default the first VR session
   * after its bowling. Only a party whose package has VR sessions takes it.
   */
  readonly vrStart?: string | undefined;
};

/**
 * Approves a pending booking, with everything it needs in one transaction: its lanes and its VR
 * stations (a VR booking's, or a party's after its bowling or from `vrStart`). Returns the lane
 * number it takes (n of "Lane n/6"), 0 for a VR booking (it holds stations, no lane). Refused
 * whole with VN001 and the capacity message when a slot it covers has too few lanes free
 * (`booking.slot_full`) or a VR session too few stations (`vr.session_full`), or with
 * `vr.no_party_session` / `vr.start_invalid` for a party's VR.
 */
export async function approveBooking(
  client: VenueClient,
  bookingId: string,
  choices: ApprovalChoices = {},
): Promise<number> {
  return (
    unwrap(
      await client.rpc('approve_booking', {
        booking_id: bookingId,
        ...(choices.vrStart ? { vr_start: choices.vrStart } : {}),
      }),
    ) ?? 0
  );
}
