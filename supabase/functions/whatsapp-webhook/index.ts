import { serveFunction } from '../_shared/serve.ts';
import { webhookDeps } from './deps.ts';
import { handleWhatsappWebhook } from './handler.ts';

Deno.serve(
  serveFunction('whatsapp-webhook', (request) => handleWhatsappWebhook(request, webhookDeps())),
);
