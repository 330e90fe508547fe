// Fake dependencies of the booking e-mails for the outbox's entry (deliver.ts): a booking, an
// outbox that remembers what it was told, a provider that answers from the test, and the claim.
import type { EmailBooking, ScheduleConflict } from './booking.ts';
import { booking } from './fixtures.test-support.ts';
import type {
  ClaimOutcome,
  CustomerEmailClaim,
  OutboxRecord,
  SendBookingEmailDeps,
} from './handler-types.ts';
import type { OutgoingEmail, SendResult } from './mail-api.ts';

export type FakeOptions = {
  booking?: EmailBooking | null;
  /** What `booking_emails` holds under the key asked for. */
  earlier?: { status: string; recipient: string | null; provider_id?: string | null } | null;
  send?: SendResult;
  claim?: ClaimOutcome;
  conflict?: ScheduleConflict | null;
  from?: string;
  /** `loadBooking` fails, as a database that cannot be reached. */
  loadFails?: boolean;
};

/** The fakes, and what they saw: e-mails sent, outbox writes, claims, keys looked up. */
export function fakeDeps(options: FakeOptions = {}) {
  const sent: { email: OutgoingEmail; key: string }[] = [];
  const recorded: OutboxRecord[] = [];
  const claims: CustomerEmailClaim[] = [];
  const lookedUp: string[] = [];
  const logs: string[] = [];
  const deps: SendBookingEmailDeps = {
    identify: () => Promise.reject(new Error('the outbox has no caller to identify')),
    loadBooking: () =>
      options.loadFails
        ? Promise.reject(new Error('database down'))
        : Promise.resolve(options.booking === undefined ? booking() : options.booking),
    loadConflict: () => Promise.resolve(options.conflict ?? null),
    loadWeeklyHours: () => Promise.resolve(null),
    loadVenueAddress: () => Promise.resolve(null),
    findEmail: (key) => {
      lookedUp.push(key);
      return Promise.resolve(options.earlier ?? null);
    },
    record: (row) => {
      recorded.push(row);
      return Promise.resolve();
    },
    send: (email, key) => {
      sent.push({ email, key });
      return Promise.resolve(options.send ?? { status: 'sent', providerId: 'msg_1', attempts: 1 });
    },
    mail: {
      from: 'from' in options ? options.from : 'Strike Zone <bookings@example.com>',
      replyTo: 'hello@example.com',
    },
    manageToken: (_id, key) => Promise.resolve(`token-${key.length}`),
    findCancelled: () => Promise.resolve(null),
    findRescheduled: () => Promise.resolve(null),
    takeAddressLimit: () => Promise.reject(new Error('the outbox has no client address')),
    claim: (row) => {
      claims.push(row);
      const outcome = options.claim ?? 'claimed';
      // The database writes the `sending` row when it grants the claim.
      if (outcome === 'claimed') {
        recorded.push({
          ...row,
          status: 'sending',
          providerId: null,
          error: null,
          attempts: 0,
          createdBy: null,
        });
      }
      return Promise.resolve(outcome);
    },
    siteUrl: 'https://strikezone.example/',
    log: (line) => logs.push(line),
  };
  return { deps, sent, recorded, claims, lookedUp, logs };
}
