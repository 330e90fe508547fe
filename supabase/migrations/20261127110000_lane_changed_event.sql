-- A booking's history records a move to another lane (move_booking_lane,
-- 20261127110100_move_booking_lane.sql). A value of its own, added before the function that
-- writes it, so no transaction both adds and uses it.
alter type public.booking_event_kind add value 'lane_changed' after 'rescheduled';
