-- VR sessions become bookable (issue 32; docs/decisions/034): a booking's type gains 'vr', one
-- station per player for one or more consecutive VR sessions. A value added to an enum cannot be
-- used in the transaction that adds it, so it has a migration of its own; the next one uses it.

alter type public.booking_type add value if not exists 'vr';
