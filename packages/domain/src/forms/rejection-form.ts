/** Rejecting a booking: the reason is required and goes into the customer's e-mail. */
import * as z from 'zod/mini';
import { limits } from '../limits.ts';
import { refusalMessage } from '../refusals.ts';
import { requiredText } from './fields.ts';

export const rejectionReasonRequiredMessage = refusalMessage('booking.rejection_reason_required');

export const rejectionFormSchema = z.object({
  reason: requiredText({
    required: rejectionReasonRequiredMessage,
    maxLength: limits.rejectionReasonMaxLength,
    tooLong: refusalMessage('booking.rejection_reason_too_long', {
      max: limits.rejectionReasonMaxLength,
    }),
  }),
});

export type RejectionFormInput = z.input<typeof rejectionFormSchema>;
export type RejectionFormValues = z.output<typeof rejectionFormSchema>;
