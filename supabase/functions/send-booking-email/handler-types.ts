// What the booking e-mails' handler needs (its dependencies, real in deps.ts, faked in tests) and
// what it records and answers.

import type { WeeklyHours } from '../../../packages/domain/src/schedule.ts';
import type { StaffCheck } from '../_shared/staff-caller.ts';
import type { EmailBooking, EmailKind, ScheduleConflict } from './booking.ts';
import type { OutgoingEmail, SendResult } from './mail-api.ts';

/**
 * One outbox write as the function makes it (`record_booking_email`): the `sending` claim before
 * the provider is called (no attempt yet), then the outcome with the attempts it took.
 */
export type OutboxRecord = {
  bookingId: string;
  kind: EmailKind;
  status: 'sending' | 'sent' | 'failed' | 'skipped';
  recipient: string | null;
  subject: string;
  providerId: string | null;
  error: string | null;
  idempotencyKey: string;
  attempts: number;
  /** The staff member who asked; null for what a visitor caused, or the outbox for nobody. */
  createdBy: string | null;
};

export type SendBookingEmailDeps = {
  identify: (request: Request) => Promise<StaffCheck>;
  loadBooking: (id: string) => Promise<EmailBooking | null>;
  /** What the schedule now says of a booking it flags (`booking_conflicts`), or null. */
  loadConflict: (id: string) => Promise<ScheduleConflict | null>;
  /** The outbox row of an e-mail, if one was recorded (`provider_id` when it went). */
  findEmail: (
    key: string,
  ) => Promise<{ status: string; recipient: string | null; provider_id?: string | null } | null>;
  record: (row: OutboxRecord) => Promise<void>;
  /** The manage token a decision e-mail carries (`email_manage_token`: the same for one key). */
  manageToken: (bookingId: string, key: string) => Promise<string | null>;
  /**
   * The venue's address as the manager wrote it (`venue_contacts.address`, a localized text), or
   * null when the venue has none; a failure is logged and the e-mail goes with the code's address.
   */
  loadVenueAddress: () => Promise<unknown>;
  /** The venue's weekly hours (`opening_hours`); a failure is logged and the code's are shown. */
  loadWeeklyHours: () => Promise<WeeklyHours | null>;
  /** The cancelled booking a manage token names (`cancelled_booking_by_token`), or null. */
  findCancelled: (token: string) => Promise<string | null>;
  /**
   * The approved booking a manage token names, moved since its approval
   * (`rescheduled_booking_by_token`), or null.
   */
  findRescheduled: (token: string) => Promise<string | null>;
  /**
   * Counts one anonymous call from the client address in this forwarding chain
   * (`take_cancellation_email_limit`); false when the address has asked too often.
   */
  takeAddressLimit: (forwardedFor: string | null) => Promise<boolean>;
  /** Claims an e-mail a visitor caused (`claim_customer_email`), under its caps. */
  claim: (row: CustomerEmailClaim) => Promise<ClaimOutcome>;
  /** The site's address, which the manage links start with. */
  siteUrl: string | undefined;
  send: (email: OutgoingEmail, idempotencyKey: string) => Promise<SendResult>;
  mail: { from: string | undefined; replyTo: string | undefined };
  log: (message: string) => void;
};

/** The e-mail a visitor's call would send, as `claim_customer_email` takes it. */
export type CustomerEmailClaim = {
  bookingId: string;
  kind: EmailKind;
  recipient: string;
  subject: string;
  idempotencyKey: string;
};

/** What `claim_customer_email` answers: only `claimed` lets the call reach the provider. */
export type ClaimOutcome = 'claimed' | 'sent' | 'in_flight' | 'retry_later' | 'recipient_capped';

/** What the back-office turns into its toasts. */
export type SendBookingEmailAnswer =
  | { status: 'sent'; kind: EmailKind; recipient: string; attempts: number; duplicate: boolean }
  | { status: 'skipped'; kind: EmailKind }
  | {
      status: 'failed';
      kind: EmailKind;
      error: string;
      /** A failure before the e-mail service was asked, by its registry code. */
      code?: 'email.not_configured' | 'email.not_recorded';
      params?: Record<string, never>;
    };
