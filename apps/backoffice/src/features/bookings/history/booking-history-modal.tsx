import { Trans, useLingui } from '@lingui/react/macro';
import { Modal, Tabs, Text, Timeline } from '@mantine/core';
import { formatDisplayDateTime } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { CustomerName } from '../../../components/customer-name.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { BookingEventWhat, BookingEventWho } from './booking-event-line.tsx';
import { BookingMessages } from './booking-messages.tsx';
import { useBookingEvents } from './use-booking-events.ts';

/**
 * A booking's history in a dialog, in two tabs: what happened, who did it and when, oldest first;
 * and the messages its customer was sent (or not), newest first. Each loads when its tab opens.
 */
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
      <Tabs defaultValue="changes" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="changes">
            <Trans>Changes</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="messages">
            <Trans>Messages</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="changes">
          <BookingTimeline bookingId={bookingId} />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <BookingMessages bookingId={bookingId} />
        </Tabs.Panel>
      </Tabs>
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
