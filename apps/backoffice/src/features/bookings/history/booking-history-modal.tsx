import { Trans, useLingui } from '@lingui/react/macro';
import { Modal, Text, Timeline } from '@mantine/core';
import { formatDisplayDateTime } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { CustomerName } from '../../../components/customer-name.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { BookingEventWhat, BookingEventWho } from './booking-event-line.tsx';
import { useBookingEvents } from './use-booking-events.ts';

/** A booking's history in a dialog: what happened, who did it and when, oldest first. */
export function BookingHistoryModal({
  bookingId,
  customerName,
  isOpen,
  onClose,
}: {
  bookingId: string;
  customerName: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={
        <Trans>
          History of the booking of <CustomerName name={customerName} />
        </Trans>
      }
    >
      <BookingTimeline bookingId={bookingId} />
    </Modal>
  );
}

/** The history as a timeline, loaded while it is shown. */
function BookingTimeline({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useLingui();
  const events = useBookingEvents(bookingId);
  const rows = events.data ?? [];
  const locale = localeOf(i18n);
  return (
    <>
      <QueryStates
        query={events}
        isEmpty={rows.length === 0}
        loadingLabel={t`Loading the history…`}
        errorTitle={t`The history could not be loaded`}
        emptyText={t`Nothing recorded yet.`}
      />
      {rows.length > 0 ? (
        <Timeline
          active={rows.length - 1}
          bulletSize={14}
          lineWidth={2}
          component="ol"
          style={{ listStyle: 'none', margin: 0 }}
        >
          {rows.map((event) => (
            <Timeline.Item
              key={event.id}
              component="li"
              title={<BookingEventWhat event={event} />}
              styles={{ itemTitle: { lineHeight: 1.35, overflowWrap: 'anywhere' } }}
            >
              <Text size="xs" c="dimmed">
                <BookingEventWho event={event} /> ·{' '}
                <time dateTime={event.at}>
                  {formatDisplayDateTime(event.at, venueTimeZone, locale)}
                </time>
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      ) : null}
    </>
  );
}
