// The real dependencies of send-notifications: the service-role client, the Cloud API, the booking
// e-mails' sender, the environment.

import { projectKey } from '../_shared/keys.ts';
import { lazy } from '../_shared/serve.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { deliverBookingEmail } from '../send-booking-email/deliver.ts';
import { bookingEmailDeps } from '../send-booking-email/deps.ts';
import type { NotificationRow, SendNotificationsDeps } from './handler.ts';
import { notifiedBookingColumns } from './message.ts';
import { sendWhatsapp, type WhatsappConfig } from './whatsapp-api.ts';

const env = (name: string) => Deno.env.get(name);

/** The Cloud API's settings, or null when the project has none (WhatsApp is then off). */
function whatsappConfig(): WhatsappConfig | null {
  const apiUrl = env('WHATSAPP_API_URL') || 'https://graph.facebook.com';
  const version = env('WHATSAPP_API_VERSION') || 'v21.0';
  const phoneNumberId = env('WHATSAPP_PHONE_NUMBER_ID');
  const accessToken = env('WHATSAPP_ACCESS_TOKEN');
  return phoneNumberId && accessToken ? { apiUrl, version, phoneNumberId, accessToken } : null;
}

export const notificationDeps = lazy((): SendNotificationsDeps => {
  const client = serviceClient(env);
  const whatsapp = whatsappConfig();
  return {
    secretKeys: [projectKey(env, 'secret'), env('SUPABASE_SERVICE_ROLE_KEY')?.trim()].filter(
      (key): key is string => Boolean(key),
    ),
    async claim(max) {
      const { data, error } = await client.rpc('claim_notifications', { max_rows: max });
      if (error) throw new Error(`Could not claim the outbox: ${error.message}`);
      return (data ?? []) as NotificationRow[];
    },
    async record(id, outcome) {
      const { error } = await client.rpc('record_notification', {
        notification_id: id,
        outcome: outcome.outcome,
        ...(outcome.outcome === 'sent'
          ? { provider_id: outcome.providerId ?? undefined, recipient: outcome.recipient }
          : { reason: outcome.reason }),
        ...(outcome.outcome === 'failed'
          ? {
              error: outcome.error,
              ...(outcome.retryAfterSeconds
                ? { retry_after_seconds: outcome.retryAfterSeconds }
                : {}),
            }
          : {}),
      });
      if (error) throw new Error(`Could not record message ${id}: ${error.message}`);
    },
    async loadBooking(id) {
      const { data, error } = await client
        .from('bookings')
        .select(notifiedBookingColumns)
        .eq('id', id)
        .maybeSingle();
      if (error) throw new Error(`Could not read the booking: ${error.message}`);
      return data;
    },
    loadConflict: (id) => bookingEmailDeps().loadConflict(id),
    async receiptsSentTo(phone) {
      const { count, error } = await client
        .from('notifications')
        .select('id', { count: 'exact', head: true })
        .eq('channel', 'whatsapp')
        .eq('event', 'request_received')
        .eq('state', 'sent')
        .eq('recipient', phone.replace(/\D/g, ''))
        .gt('sent_at', new Date(Date.now() - 86_400_000).toISOString());
      if (error) throw new Error(`Could not count the receipts: ${error.message}`);
      return count ?? 0;
    },
    async manageToken(bookingId, key) {
      const { data, error } = await client.rpc('email_manage_token', {
        booking_id: bookingId,
        email_key: key,
      });
      if (error) throw new Error(`Could not make the manage link: ${error.message}`);
      return data;
    },
    sendWhatsapp: whatsapp ? (message) => sendWhatsapp(whatsapp, message) : null,
    deliverEmail: (delivery, createdBy) =>
      deliverBookingEmail(delivery, createdBy, bookingEmailDeps()),
    log: (line) => console.error(line),
  };
});
