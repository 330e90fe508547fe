// The real dependencies of whatsapp-webhook: the service-role client and the Meta app's settings.
import { lazy } from '../_shared/serve.ts';
import { serviceClient } from '../_shared/supabase.ts';
import type { WebhookDeps } from './handler.ts';

const env = (name: string) => Deno.env.get(name);

export const webhookDeps = lazy((): WebhookDeps => {
  const client = serviceClient(env);
  return {
    appSecret: env('WHATSAPP_APP_SECRET') || undefined,
    verifyToken: env('WHATSAPP_VERIFY_TOKEN') || undefined,
    async recordStatus({ messageId, status, at, error }) {
      const { data, error: failed } = await client.rpc('record_whatsapp_status', {
        message_id: messageId,
        status,
        at,
        ...(error ? { error } : {}),
      });
      if (failed) throw new Error(`Could not record the status: ${failed.message}`);
      return data === true;
    },
    async recordReply({ messageId, from, text }) {
      const { data, error } = await client.rpc('record_whatsapp_reply', {
        message_id: messageId,
        phone: from,
        body: text,
      });
      if (error) throw new Error(`Could not record the reply: ${error.message}`);
      return String(data);
    },
    log: (line) => console.error(line),
  };
});
