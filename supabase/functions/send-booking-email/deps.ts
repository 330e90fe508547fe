// The real dependencies of the booking e-mails (send-booking-email, cancellation-email,
// reschedule-email, and the notifications outbox through deliver.ts): the service-role client,
// the staff check, the provider, the environment.
import { weeklyHoursFrom } from '../../../packages/domain/src/weekly-hours-line.ts';
import { lazy } from '../_shared/serve.ts';
import { identifyStaff } from '../_shared/staff-caller.ts';
import { serviceClient, staffLookups } from '../_shared/supabase.ts';
import { emailBookingColumns } from './booking.ts';
import type { ClaimOutcome, SendBookingEmailDeps } from './handler-types.ts';
import { sendEmail } from './mail-api.ts';

const env = (name: string) => Deno.env.get(name);

/** Built on the first request, so a missing setting fails that request, not the function's boot. */
export const bookingEmailDeps = lazy((): SendBookingEmailDeps => {
  const client = serviceClient(env);
  const lookups = staffLookups(client, env);
  return {
    identify: (req) => identifyStaff(req, lookups),
    async loadBooking(id) {
      const { data, error } = await client
        .from('bookings')
        .select(emailBookingColumns)
        .eq('id', id)
        .maybeSingle();
      if (error) throw new Error(`Could not read the booking: ${error.message}`);
      return data;
    },
    async loadConflict(id) {
      const { data, error } = await client
        .from('booking_conflicts')
        .select('conflict, flagged_at')
        .eq('booking_id', id)
        .maybeSingle();
      if (error) throw new Error(`Could not read the booking's conflict: ${error.message}`);
      if (!data) return null;
      const conflict = data.conflict as { code?: unknown; params?: unknown };
      return {
        code: typeof conflict.code === 'string' ? conflict.code : '',
        params:
          conflict.params && typeof conflict.params === 'object'
            ? (conflict.params as Record<string, unknown>)
            : {},
        flaggedAt: data.flagged_at,
      };
    },
    async findEmail(key) {
      const { data, error } = await client
        .from('booking_emails')
        .select('status, recipient, provider_id')
        .eq('idempotency_key', key)
        .maybeSingle();
      if (error) throw new Error(`Could not read the e-mail outbox: ${error.message}`);
      return data;
    },
    async record(row) {
      // The function takes null for these (no address, no provider id, no error); generated
      // argument types cannot say so for parameters without a default.
      const nullable = (value: string | null) => value as string;
      const { error } = await client.rpc('record_booking_email', {
        p_booking_id: row.bookingId,
        p_kind: row.kind,
        p_status: row.status,
        p_recipient: nullable(row.recipient),
        p_subject: row.subject,
        p_provider_id: nullable(row.providerId),
        p_error: nullable(row.error),
        p_idempotency_key: row.idempotencyKey,
        p_attempts: row.attempts,
        p_created_by: nullable(row.createdBy),
      });
      if (error) throw new Error(error.message);
    },
    async manageToken(bookingId, key) {
      const { data, error } = await client.rpc('email_manage_token', {
        booking_id: bookingId,
        email_key: key,
      });
      if (error) throw new Error(error.message);
      return data;
    },
    async loadWeeklyHours() {
      const { data, error } = await client
        .from('opening_hours')
        .select('weekday, opens_at, closes_at');
      if (error) throw new Error(error.message);
      return weeklyHoursFrom(data);
    },
    async loadVenueAddress() {
      const { data, error } = await client.from('venue_contacts').select('address').maybeSingle();
      if (error) throw new Error(error.message);
      return data?.address ?? null;
    },
    async findCancelled(token) {
      const { data, error } = await client.rpc('cancelled_booking_by_token', { token });
      if (error) throw new Error(`Could not read the booking: ${error.message}`);
      return data;
    },
    async findRescheduled(token) {
      const { data, error } = await client.rpc('rescheduled_booking_by_token', { token });
      if (error) throw new Error(`Could not read the booking: ${error.message}`);
      return data;
    },
    async takeAddressLimit(forwardedFor) {
      const { data, error } = await client.rpc('take_cancellation_email_limit', {
        forwarded_for: forwardedFor ?? '',
      });
      if (error) throw new Error(`Could not count the request: ${error.message}`);
      return data === true;
    },
    async claim(row) {
      const { data, error } = await client.rpc('claim_customer_email', {
        p_booking_id: row.bookingId,
        p_kind: row.kind,
        p_recipient: row.recipient,
        p_subject: row.subject,
        p_idempotency_key: row.idempotencyKey,
      });
      if (error) throw new Error(error.message);
      return data as ClaimOutcome;
    },
    siteUrl: env('SITE_URL'),
    send: (email, key) =>
      sendEmail(
        email,
        key,
        {
          apiUrl: env('MAIL_API_URL') ?? 'https://api.resend.com',
          apiKey: env('MAIL_API_KEY') ?? '',
        },
        {
          fetch,
          sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
          now: () => new Date(),
        },
      ),
    mail: { from: env('MAIL_FROM'), replyTo: env('MAIL_REPLY_TO') },
    log: (message) => console.error(message),
  };
});
