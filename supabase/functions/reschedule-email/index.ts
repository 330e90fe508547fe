// reschedule-email: the customer's manage page asks for the e-mail of their approved booking at
// its new time, right after they moved it, with the manage token as the only credential (no
// session; config.toml verify_jwt = false). It is the approval's e-mail staff send after a
// reschedule (the new time, a line that it moved, an invite that replaces the old one), sent only
// for a booking that token names and that was moved since its approval, once per move.
import { serveFunction } from '../_shared/serve.ts';
import { bookingEmailDeps } from '../send-booking-email/deps.ts';
import { handleRescheduleEmail } from '../send-booking-email/handler.ts';

Deno.serve(
  serveFunction('reschedule-email', (request) =>
    handleRescheduleEmail(request, bookingEmailDeps()),
  ),
);
