-- Writes through the API touch one row by a path that checks it, a thing that is not there answers
-- HTTP 404, and refusals are readable (docs/decisions/014-one-row-writes.md):
-- * Nobody but the service role deletes rows of `bookings` or `staff` with a table DELETE: one
--   request with a filter such as `id=not.is.null` removed every booking, and a staff row deleted
--   on its own left a working Auth account behind. Bookings go through `delete_booking` (one
--   booking, staff only), which now runs as its owner since the caller holds no DELETE privilege;
--   staff accounts through the `staff-accounts` edge function (service role).
-- * Not found is `PT404`, which PostgREST answers with HTTP 404 (as `PT429` is 429), in place of
--   `P0002` (HTTP 500): `private.lock_booking` (every staff function on one booking),
--   `vote_feedback` and `move_content_item`.
-- * A manage token that names no booking answers HTTP 404 with no row (`response.status`) instead
--   of raising: the function returns normally, so the rate-limit hits it took are committed and a
--   wrong token counts toward the per-address and per-token limits like a right one.
-- * `venue_insights` refuses a period whose days are not calendar days (infinity, year 300000)
--   with VN010 on `period`, instead of the raw 22008 of date arithmetic.
-- * `post_feedback` refuses a name with line breaks or hidden formatting characters and a comment
--   with hidden formatting characters in the form's words, instead of the raw name of the table's
--   `feedback_name_plain` or `feedback_comment_plain` check.

drop policy "staff delete bookings" on public.bookings;
revoke delete on table public.bookings from anon, authenticated;

drop policy "the manager removes staff" on public.staff;
revoke delete on table public.staff from anon, authenticated;

create or replace function public.delete_booking(booking_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff('delete bookings');
  perform private.lock_booking(delete_booking.booking_id);
  delete from public.bookings as b where b.id = delete_booking.booking_id;
end;
$$;

comment on function public.delete_booking(uuid) is 'Staff: deletes one booking (its lanes are freed); the only way a caller deletes a booking, so it runs as its owner and checks the caller is staff.';

create or replace function private.lock_booking(target uuid)
returns public.bookings
language plpgsql
set search_path = ''
as $$
declare
  booking public.bookings;
begin
  select * into booking from public.bookings as b where b.id = target for update;
  if not found then
    raise exception 'This booking no longer exists.' using errcode = 'PT404';
  end if;
  return booking;
end;
$$;

create or replace function public.get_booking_by_token(token text)
returns setof public.managed_booking
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.bookings;
begin
  perform private.take_manage_link_limits(get_booking_by_token.token);
  booking := private.booking_by_token(get_booking_by_token.token);
  if booking.id is null then
    -- Not found without raising: the hits taken above stay counted.
    perform set_config('response.status', '404', true);
    return;
  end if;
  return next private.managed_view(booking);
end;
$$;

comment on function public.get_booking_by_token(text) is 'Public: the booking a manage token names (its own fields only), or HTTP 404 with no row for any token that names none. Rate limited per address and per token; a wrong token counts too.';

create or replace function public.cancel_booking_by_token(token text)
returns setof public.managed_booking
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_booking public.bookings;
  booking public.bookings;
begin
  perform private.take_manage_link_limits(cancel_booking_by_token.token);
  found_booking := private.booking_by_token(cancel_booking_by_token.token);
  if found_booking.id is null then
    -- Not found without raising: the hits taken above stay counted.
    perform set_config('response.status', '404', true);
    return;
  end if;

  -- As approve_booking: the booking first, then its slots' load rows in ascending order.
  booking := private.lock_booking(found_booking.id);
  if booking.status = 'cancelled' then
    return next private.managed_view(booking);
    return;
  end if;
  if booking.status = 'rejected' then
    raise exception 'This booking was declined, so there is nothing to cancel.' using errcode = 'VN015';
  end if;
  if not private.is_cancellable(booking.status, booking.date, booking.time, now()) then
    raise exception 'Bookings can be cancelled online up to % hours before they start. Please call us on % to change or cancel this one.',
      private.cancellation_cutoff_minutes() / 60, private.venue_phone()
      using errcode = 'VN015';
  end if;
  if booking.status = 'approved' then
    perform private.lock_slot_loads(booking.date, private.covered_slots(booking.time, booking.duration));
  end if;

  perform set_config('venue.cancelling_booking', booking.id::text, true);
  update public.bookings as b set status = 'cancelled' where b.id = booking.id returning * into booking;
  perform set_config('venue.cancelling_booking', '', true);
  return next private.managed_view(booking);
end;
$$;

comment on function public.cancel_booking_by_token(text) is 'Public: cancels the pending or approved booking a manage token names, before the online cut-off; its lane is freed at once. HTTP 404 with no row for a token that names none. Rate limited per address and per token; a wrong token counts too.';

create or replace function public.vote_feedback(feedback_id uuid, voter_id uuid, vote text)
returns table (likes integer, dislikes integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  lim jsonb := private.feedback_limits();
  vote_window interval := make_interval(mins => (lim ->> 'feedbackVoteWindowMinutes')::integer);
  client_key text := private.feedback_client_key();
  too_many text := 'Too many votes from this network. Please try again later.';
  wanted public.feedback_vote;
  previous public.feedback_vote;
  like_delta integer := 0;
  dislike_delta integer := 0;
begin
  if vote_feedback.vote is null or vote_feedback.vote not in ('like', 'dislike', 'none') then
    raise exception 'A vote is like, dislike or none.' using errcode = 'VN020';
  end if;
  if vote_feedback.voter_id is null then
    raise exception 'A voter id is required.' using errcode = 'VN020';
  end if;
  wanted := nullif(vote_feedback.vote, 'none')::public.feedback_vote;

  perform private.take_feedback_limit(
    'vote_feedback_address', array[client_key], (lim ->> 'feedbackVotesPerAddress')::integer,
    vote_window, too_many
  );
  perform private.take_feedback_limit(
    'vote_feedback_voter', array['voter:' || vote_feedback.voter_id], (lim ->> 'feedbackVotesPerVoter')::integer,
    vote_window, too_many
  );
  perform private.take_feedback_limit(
    'vote_feedback_entry', array[client_key || ':' || vote_feedback.feedback_id],
    (lim ->> 'feedbackVotesPerAddressOnOneEntry')::integer, vote_window, too_many
  );

  -- Lock the item first: concurrent votes on one item are applied one after another.
  perform 1 from public.feedback as f where f.id = vote_feedback.feedback_id for update;
  if not found then
    raise exception 'This feedback no longer exists.' using errcode = 'PT404';
  end if;

  select v.vote into previous
  from public.feedback_votes as v
  where v.feedback_id = vote_feedback.feedback_id and v.voter_id = vote_feedback.voter_id;

  if previous is not distinct from wanted then
    return query
      select f.likes, f.dislikes from public.feedback as f where f.id = vote_feedback.feedback_id;
    return;
  end if;

  like_delta := (case when wanted = 'like' then 1 else 0 end) - (case when previous = 'like' then 1 else 0 end);
  dislike_delta := (case when wanted = 'dislike' then 1 else 0 end)
    - (case when previous = 'dislike' then 1 else 0 end);

  if wanted is null then
    delete from public.feedback_votes as v
    where v.feedback_id = vote_feedback.feedback_id and v.voter_id = vote_feedback.voter_id;
  else
    insert into public.feedback_votes as v (feedback_id, voter_id, vote)
    values (vote_feedback.feedback_id, vote_feedback.voter_id, wanted)
    on conflict on constraint feedback_votes_pkey
    do update set vote = excluded.vote, updated_at = now();
  end if;

  return query
    update public.feedback as f
    set likes = greatest(f.likes + like_delta, 0),
        dislikes = greatest(f.dislikes + dislike_delta, 0)
    where f.id = vote_feedback.feedback_id
    returning f.likes, f.dislikes;
end;
$$;

create or replace function public.move_content_item(list public.ordered_content, item_id uuid, direction text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_position integer;
  target_position integer;
  has_neighbour boolean;
begin
  if not private.is_manager() then
    raise exception 'Only the manager can change the order.' using errcode = '42501';
  end if;
  if list is null or direction is null or direction not in ('up', 'down') then
    raise exception 'Move an item of menu_items, offers or faqs up or down.'
      using errcode = 'VN010', detail = 'direction';
  end if;

  perform private.lock_content_order(list);
  execute format('select t.position from public.%I as t where t.id = $1', list)
    into current_position using item_id;
  if current_position is null then
    raise exception 'This item no longer exists.' using errcode = 'PT404';
  end if;

  target_position := current_position + case when direction = 'up' then -1 else 1 end;
  execute format('select exists (select 1 from public.%I as t where t.position = $1)', list)
    into has_neighbour using target_position;
  if not has_neighbour then
    return current_position;
  end if;

  execute format(
    'update public.%I as t set position = case when t.position = $1 then $2 else $1 end
     where t.position in ($1, $2)',
    list
  ) using current_position, target_position;
  return target_position;
end;
$$;

-- A calendar day the insights can count: finite, with a four-digit year (what a date field
-- writes), so the period's arithmetic and its conversion to instants cannot overflow.
create function private.is_calendar_day(day date)
returns boolean
language sql
immutable parallel safe
set search_path = ''
as $$ select day between date '0001-01-01' and date '9999-12-31' $$;

revoke all on function private.is_calendar_day(date) from public, anon, authenticated;

create or replace function public.venue_insights(period_from date, period_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_manager()) then
    raise exception 'Only the manager can see the venue''s numbers.' using errcode = '42501';
  end if;
  if period_from is null or period_to is null or period_to < period_from
    or not private.is_calendar_day(period_from) or not private.is_calendar_day(period_to) then
    perform private.refuse('Choose a first and a last day, the last on or after the first.', 'period');
  end if;
  if period_to - period_from >= 366 then
    perform private.refuse('Choose a period of at most 366 days.', 'period');
  end if;
  return jsonb_build_object(
    'from', to_char(period_from, 'YYYY-MM-DD'),
    'to', to_char(period_to, 'YYYY-MM-DD'),
    'requestsPerDay', private.insights_requests_per_day(period_from, period_to),
    'laneOccupancy', private.insights_lane_occupancy(period_from, period_to),
    'decisions', private.insights_decisions(period_from, period_to),
    'peopleAndRevenue', private.insights_people_and_revenue(period_from, period_to),
    'feedback', private.insights_feedback(period_from, period_to)
  );
end;
$$;

create or replace function public.post_feedback(name text, rating integer, comment text)
returns public.feedback
language plpgsql
security definer
set search_path = ''
as $$
declare
  lim jsonb := private.feedback_limits();
  clean_name text := private.trimmed(coalesce(post_feedback.name, ''));
  clean_comment text := private.trimmed(coalesce(post_feedback.comment, ''));
  client_key text := private.feedback_client_key();
  too_many text := 'Too many feedback posts from this network. Please try again later.';
  posted public.feedback;
begin
  if clean_name = '' then perform private.refuse('Name is required', 'name'); end if;
  if char_length(clean_name) > (lim ->> 'nameMaxLength')::integer then
    perform private.refuse(format('Name must be at most %s characters', lim ->> 'nameMaxLength'), 'name');
  end if;
  if not private.is_plain_line(clean_name) then
    perform private.refuse('Name cannot contain line breaks or hidden formatting characters', 'name');
  end if;
  if post_feedback.rating is null or post_feedback.rating not between 1 and 5 then
    perform private.refuse('Rating must be between 1 and 5', 'rating');
  end if;
  if clean_comment = '' then perform private.refuse('Comment is required', 'comment'); end if;
  if char_length(clean_comment) > (lim ->> 'commentMaxLength')::integer then
    perform private.refuse(
      format('Comment must be at most %s characters', lim ->> 'commentMaxLength'), 'comment'
    );
  end if;
  if not private.is_plain_text(clean_comment) then
    perform private.refuse('Please remove hidden formatting characters', 'comment');
  end if;

  perform private.take_feedback_limit(
    'post_feedback', array[client_key], (lim ->> 'feedbackPostsPerAddressBurst')::integer,
    make_interval(mins => (lim ->> 'feedbackPostBurstMinutes')::integer), too_many
  );
  perform private.take_feedback_limit(
    'post_feedback_daily', array[client_key], (lim ->> 'feedbackPostsPerAddressDaily')::integer,
    interval '1 day', too_many
  );

  insert into public.feedback (name, rating, comment)
  values (clean_name, post_feedback.rating, clean_comment)
  returning * into posted;
  return posted;
end;
$$;
