// cancellation-email: the customer's manage page asks for the short e-mail that confirms their
// cancellation, with the manage token as the only credential (no session; config.toml
// verify_jwt = false). It sends only for a booking that token names and that is cancelled, once
// per cancellation (docs/decisions/010-manage-links.md).
import { serveFunction } from '../_shared/serve.ts';
import { bookingEmailDeps } from '../send-booking-email/deps.ts';
import { handleCancellationEmail } from '../send-booking-email/handler.ts';

Deno.serve(
  serveFunction('cancellation-email', (request) =>
    handleCancellationEmail(request, bookingEmailDeps()),
  ),
);
