-- The customer's cancellation, named (its use is in 20261127120100_manage_links.sql: a new enum
-- value cannot be used in the transaction that adds it).
--
-- * booking_status 'cancelled': a pending or approved booking the customer cancelled through
--   their manage link.
-- * booking_event_kind 'cancelled': the history's entry for it (the actor is the customer: null).
-- * booking_email_kind 'cancelled': the short e-mail that confirms it.

alter type public.booking_status add value if not exists 'cancelled';
alter type public.booking_event_kind add value if not exists 'cancelled' after 'rejected';
alter type public.booking_email_kind add value if not exists 'cancelled';
