import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingEvent } from '@venue/data/bookings/list-booking-events';
import { type BookingSource, bookingSources } from '@venue/domain/booking';
import { formatBookingWhen, formatNumberSet } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { sourceNames } from '../booking-labels.ts';

type Fields = Readonly<Record<string, unknown>>;

function isBookingSource(value: string | null): value is BookingSource {
  return (bookingSources as readonly (string | null)[]).includes(value);
}

/** The fields of an event's `before` or `after` (empty when it holds none). */
function fieldsOf(value: BookingEvent['before']): Fields {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function textOf(fields: Fields, key: string): string {
  const value = fields[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The lanes an event names when there are several (a group's), else null: one lane reads as before. */
function severalLanesOf(fields: Fields): number[] | null {
  const value = fields.lanes;
  if (!Array.isArray(value)) return null;
  const lanes = value.filter((lane): lane is number => typeof lane === 'number');
  return lanes.length > 1 ? lanes : null;
}

/** The VR stations an event names (a VR booking's or a party's), lowest first, else null. */
function stationsOf(fields: Fields): number[] | null {
  const value = fields.stations;
  if (!Array.isArray(value)) return null;
  const stations = value.filter((station): station is number => typeof station === 'number');
  return stations.length > 0 ? stations.sort((a, b) => a - b) : null;
}

/** What happened in one event of a booking's history, in the staff member's language. */
export function BookingEventWhat({ event }: { event: BookingEvent }) {
  const { i18n } = useLingui();
  const before = fieldsOf(event.before);
  const after = fieldsOf(event.after);
  const locale = localeOf(i18n);
  const when = (fields: Fields) =>
    formatBookingWhen(textOf(fields, 'date'), textOf(fields, 'time'), venueTimeZone, locale);
  const lanesIn = (fields: Fields) => {
    const lanes = severalLanesOf(fields);
    return lanes ? formatNumberSet(lanes, locale) : null;
  };

  switch (event.kind) {
    case 'created': {
      const source = isBookingSource(event.detail) ? i18n._(sourceNames[event.detail]) : '-';
      return <Trans>Booking created ({source})</Trans>;
    }
    case 'contact_attempt': {
      const attempt = textOf(after, 'contact_attempts');
      return <Trans>Contact attempt #{attempt}</Trans>;
    }
    case 'approved': {
      const lane = textOf(after, 'lane');
      const lanes = lanesIn(after);
      const held = stationsOf(after);
      const stations = held ? formatNumberSet(held, locale) : '';
      const start = textOf(after, 'vr_start');
      // A VR booking holds stations only; a party with VR its lanes and then its stations.
      if (held && !lane && !lanes) return <Trans>Approved, VR stations {stations}</Trans>;
      const partyVr = held ? (
        <>
          {' · '}
          <Trans>
            VR stations {stations} from {start}
          </Trans>
        </>
      ) : null;
      if (lanes) {
        return (
          <>
            <Trans>Approved, lanes {lanes}</Trans>
            {partyVr}
          </>
        );
      }
      return lane ? (
        <>
          <Trans>Approved, lane {lane}</Trans>
          {partyVr}
        </>
      ) : (
        <Trans>Approved</Trans>
      );
    }
    case 'rejected': {
      const reason = event.detail ?? '';
      return (
        <Trans>
          Rejected: <bdi>{reason}</bdi>
        </Trans>
      );
    }
    case 'cancelled': {
      const lane = textOf(before, 'lane');
      const message = textOf(after, 'cancellation_message');
      if (message) {
        return (
          <Trans>
            Cancelled with a message to the customer: <bdi>{message}</bdi>
          </Trans>
        );
      }
      const lanes = lanesIn(before);
      if (lanes) return <Trans>Cancelled by the customer, lanes {lanes} freed</Trans>;
      return lane ? (
        <Trans>Cancelled by the customer, lane {lane} freed</Trans>
      ) : (
        <Trans>Cancelled by the customer</Trans>
      );
    }
    case 'rescheduled': {
      const from = when(before);
      const to = when(after);
      return (
        <Trans>
          Rescheduled from {from} to {to}
        </Trans>
      );
    }
    case 'lane_changed': {
      const from = textOf(before, 'lane');
      const to = textOf(after, 'lane');
      const fromLanes = lanesIn(before);
      const toLanes = lanesIn(after);
      if (fromLanes && toLanes) {
        return (
          <Trans>
            Moved from lanes {fromLanes} to lanes {toLanes}
          </Trans>
        );
      }
      return (
        <Trans>
          Moved from lane {from} to lane {to}
        </Trans>
      );
    }
    case 'arrived':
      return <Trans>Marked arrived</Trans>;
    case 'no_show':
      return <Trans>Marked no-show</Trans>;
    case 'attendance_cleared':
      return <Trans>Arrival or no-show cleared</Trans>;
    case 'email_sent': {
      const recipient = textOf(after, 'recipient');
      // An erased customer's address is gone from the history.
      if (!recipient) return <Trans>Email sent</Trans>;
      return (
        <Trans>
          Email sent to <bdi dir="ltr">{recipient}</bdi>
        </Trans>
      );
    }
    case 'email_failed': {
      const error = event.detail ?? '';
      return (
        <Trans>
          Email failed to send: <bdi>{error}</bdi>
        </Trans>
      );
    }
    case 'deleted':
      return <Trans>Booking deleted</Trans>;
  }
}

/**
 * Who made the change: the staff member's name, or the customer (a website request, their own
 * cancellation or move from their link), or the system.
 */
export function BookingEventWho({ event }: { event: BookingEvent }) {
  if (event.actor_name) return <bdi dir="auto">{event.actor_name}</bdi>;
  if (
    event.actor_id === null &&
    ((event.kind === 'created' && event.detail === 'website') ||
      event.kind === 'cancelled' ||
      (event.kind === 'rescheduled' && event.detail === 'customer'))
  ) {
    return <Trans>Customer</Trans>;
  }
  return <Trans>System</Trans>;
}
