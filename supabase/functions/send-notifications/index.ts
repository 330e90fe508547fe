import { serveFunction } from '../_shared/serve.ts';
import { notificationDeps } from './deps.ts';
import { handleSendNotifications } from './handler.ts';

Deno.serve(
  serveFunction('send-notifications', (request) =>
    handleSendNotifications(request, notificationDeps()),
  ),
);
