/** Rejecting a booking: the reason is required and goes into the customer's e-mail. */
import * as z from 'zod/mini';
import { limits } from '../limits.ts';
import { requiredText } from './fields.ts';

export const rejectionReasonRequiredMessage = 'Please enter a reason for rejection';

export const rejectionFormSchema = z.object({
  reason: requiredText({
    required: rejectionReasonRequiredMessage,
    maxLength: limits.rejectionReasonMaxLength,
    tooLong: `Reason must be at most ${limits.rejectionReasonMaxLength} characters`,
  }),
});

export type RejectionFormInput = z.input<typeof rejectionFormSchema>;
export type RejectionFormValues = z.output<typeof rejectionFormSchema>;
