import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveBooking } from '@venue/data/bookings/approve-booking';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { deleteBooking } from '@venue/data/bookings/delete-booking';
import { getBookingLanes } from '@venue/data/bookings/get-booking-lanes';
import { markBookingAttendance } from '@venue/data/bookings/mark-booking-attendance';
import { moveBookingLane } from '@venue/data/bookings/move-booking-lane';
import { recordContactAttempt } from '@venue/data/bookings/record-contact-attempt';
import { rejectBooking } from '@venue/data/bookings/reject-booking';
import { rejectBookingBatch } from '@venue/data/bookings/reject-booking-batch';
import { rescheduleBooking } from '@venue/data/bookings/reschedule-booking';
import {
  type BookingEmailOutcome,
  sendBookingEmail,
} from '@venue/data/bookings/send-booking-email';
import { getBookingStations } from '@venue/data/vr/get-booking-stations';
import type { BookingAttendance } from '@venue/domain/booking-attendance';
import type { RejectionReason } from '@venue/domain/rejection-reasons';
import { notifyError, notifySuccess, notifyWarning } from '../../../components/notify.ts';
import { supabase } from '../../../lib/supabase.ts';
import {
  approvalToast,
  attendanceToast,
  batchRejectionToast,
  bookingDeletedMessage,
  contactAttemptToast,
  errorToasts,
  laneMovedMessage,
  partyVrApprovedLine,
  rejectionToast,
  rescheduleToast,
  resendToast,
  vrApprovalToast,
} from '../booking-messages.ts';
import { bookingKeys } from './keys.ts';

/** A toast of the type an outcome names (success, warning or error). */
export function showToast({
  type,
  message,
}: {
  type: 'success' | 'warning' | 'error';
  message: string;
}) {
  if (type === 'success') notifySuccess(message);
  else if (type === 'warning') notifyWarning(message);
  else notifyError(message);
}

/** Refreshes every booking list (desk, calendar): their keys share the 'bookings' root. */
export function useInvalidateBookings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}

/**
 * Approve (a party with VR at `vrStart` when reception chose one), then (only if that worked)
 * e-mail the customer; one toast says what happened, the lane over the schedule's `laneCount`, or
 * a VR booking's stations.
 */
export function useApproveAndEmail(laneCount: number | undefined) {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: async ({ booking, vrStart }: { booking: BookingRow; vrStart?: string }) => {
      const lane = await approveBooking(supabase, booking.id, { vrStart });
      // A group holds several lanes; the approval names the lowest. A VR booking holds stations.
      const lanes = booking.lanes_needed > 1 ? await getBookingLanes(supabase, booking.id) : [lane];
      const hasVr = booking.type === 'vr' || booking.vr_sessions > 0;
      const held = hasVr
        ? await getBookingStations(supabase, booking.id)
        : { stations: [], vrStart: null };
      const email = await sendBookingEmail(supabase, booking.id);
      return { lanes, held, email };
    },
    onSuccess: ({ lanes, held, email }, { booking }) => {
      if (booking.type === 'vr') {
        showToast(vrApprovalToast(booking, held.stations, email));
        return;
      }
      const toast = approvalToast(booking, lanes, email, laneCount);
      // A party's toast says where its VR went too.
      const vr = held.vrStart
        ? ` ${partyVrApprovedLine(booking.vr_sessions, held.vrStart, held.stations)}`
        : '';
      showToast({ ...toast, message: `${toast.message}${vr}` });
    },
    meta: { errorToast: errorToasts.approve },
    onSettled: invalidate,
  });
}

export function useRejectAndEmail() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: async ({ booking, reason }: { booking: BookingRow; reason: RejectionReason }) => {
      await rejectBooking(supabase, booking.id, reason);
      return sendBookingEmail(supabase, booking.id);
    },
    onSuccess: (email) => showToast(rejectionToast(email)),
    meta: { errorToast: errorToasts.reject },
    onSettled: invalidate,
  });
}

/**
 * Reject a booking's batch with one reason, then e-mail each rejected customer as a single
 * rejection does, one after the other (the e-mail provider limits requests per second).
 */
export function useRejectBatchAndEmail() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: async ({ booking, reason }: { booking: BookingRow; reason: RejectionReason }) => {
      const rejected = await rejectBookingBatch(supabase, booking.id, reason);
      const emails: BookingEmailOutcome[] = [];
      for (const id of rejected) emails.push(await sendBookingEmail(supabase, id));
      return emails;
    },
    onSuccess: (emails) => showToast(batchRejectionToast(emails)),
    meta: { errorToast: errorToasts.reject },
    onSettled: invalidate,
  });
}

export function useResendEmail() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: (booking: BookingRow) => sendBookingEmail(supabase, booking.id),
    onSuccess: (email) => showToast(resendToast(email)),
    meta: { errorToast: errorToasts.resend },
    onSettled: invalidate,
  });
}

export function useRecordContactAttempt() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: (booking: BookingRow) => recordContactAttempt(supabase, booking.id),
    onSuccess: (attempts) => notifySuccess(contactAttemptToast(attempts)),
    meta: { errorToast: errorToasts.contact },
    onSettled: invalidate,
  });
}

/** Record that the customer arrived or did not come, or clear it. */
export function useMarkAttendance() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({
      booking,
      attendance,
    }: {
      booking: BookingRow;
      attendance: BookingAttendance | null;
    }) => markBookingAttendance(supabase, booking.id, attendance),
    onSuccess: (attendance, { booking }) =>
      notifySuccess(attendanceToast(attendance, booking.name)),
    meta: { errorToast: errorToasts.attendance },
    onSettled: invalidate,
  });
}

/**
 * Move an approved booking to another lane, or a group to the run of lanes starting at `lane`;
 * the card shows a refusal beside the control.
 */
export function useMoveBookingLane() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ booking, lane }: { booking: BookingRow; lane: number }) =>
      moveBookingLane(supabase, booking.id, lane),
    onSuccess: (lane, { booking }) => {
      const count = Math.max(booking.lanes?.length ?? booking.lanes_needed, 1);
      const lanes = Array.from({ length: count }, (_, offset) => lane + offset);
      notifySuccess(laneMovedMessage(booking.name, lanes));
    },
    meta: { showsOwnError: true },
    onSettled: invalidate,
  });
}

/** Move an approved booking, then (only if that worked) e-mail the customer the new time. */
export function useRescheduleBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: async ({
      booking,
      date,
      time,
    }: {
      booking: BookingRow;
      date: string;
      time: string;
    }) => {
      await rescheduleBooking(supabase, booking.id, date, time);
      return sendBookingEmail(supabase, booking.id);
    },
    onSuccess: (email) => showToast(rescheduleToast(email)),
    meta: { errorToast: errorToasts.update },
    onSettled: invalidate,
  });
}

export function useDeleteBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: (booking: BookingRow) => deleteBooking(supabase, booking.id),
    onSuccess: () => notifySuccess(bookingDeletedMessage()),
    meta: { errorToast: errorToasts.cancel },
    onSettled: invalidate,
  });
}
