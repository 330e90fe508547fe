import { serveFunction } from '../_shared/serve.ts';
import { bookingEmailDeps } from './deps.ts';
import { handleSendBookingEmail } from './handler.ts';

Deno.serve(
  serveFunction('send-booking-email', (request) =>
    handleSendBookingEmail(request, bookingEmailDeps()),
  ),
);
