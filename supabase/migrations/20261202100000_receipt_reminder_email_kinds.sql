-- Two more booking e-mails, sent by the notifications outbox (send-notifications) through
-- send-booking-email's code: the receipt of a site request (`received`) and the reminder before an
-- approved visit (`reminder`). Each is one row of public.booking_emails under the outbox row's key.
--
-- Nothing else changes: record_booking_email and claim_customer_email take any kind (the receipt,
-- which a visitor causes, claims under the per-recipient cap of decision 020), and the booking's
-- history (private.record_booking_email_event) records the kind as it is.

alter type public.booking_email_kind add value if not exists 'received';
alter type public.booking_email_kind add value if not exists 'reminder';
