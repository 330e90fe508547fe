-- The insights' reminders figure asks, for each approved booking of the period, whether a reminder
-- reached its customer (a `notifications` row of event 'reminder' in state 'sent'). With no index
-- for that question PostgreSQL read the whole outbox, one row per message ever queued, for every
-- period (issue 31). A partial index of the sent reminders answers it per booking and holds only
-- the messages that count.

create index notifications_sent_reminder_idx on public.notifications (booking_id)
  where event = 'reminder' and state = 'sent';
