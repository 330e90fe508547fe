-- Feedback and votes hold against a script. A direct insert let one request post 10,000 reviews
-- and fresh voter ids gave one address any number of likes, so:
-- - visitors post feedback only through public.post_feedback, which validates with the form's words
--   and is limited per client address (a short burst and a day); the direct insert is revoked;
-- - vote_feedback is limited per client address, per voter id, and per address on one entry, so
--   rotating voter ids from one address buys at most a handful of votes on an entry;
-- - the list is read a page at a time (newest first, then id), which a new index serves.
-- The limits are one function the domain mirror test compares with packages/domain/src/limits.ts.
-- Refusals are PT429 (HTTP 429 through PostgREST) with a message the site shows as is.

-- The numbers, as packages/domain names them.
create function private.feedback_limits()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'nameMaxLength', 100,
    'commentMaxLength', 1000,
    'feedbackPostsPerAddressBurst', 5,
    'feedbackPostBurstMinutes', 10,
    'feedbackPostsPerAddressDaily', 30,
    'feedbackVotesPerAddress', 60,
    'feedbackVotesPerVoter', 30,
    'feedbackVotesPerAddressOnOneEntry', 5,
    'feedbackVoteWindowMinutes', 60
  )
$$;
comment on function private.feedback_limits() is
  'Length and rate limits of feedback posts and votes (mirrored by packages/domain/src/limits.ts).';

-- The key a feedback limit counts a caller under: the client address as private.request_ip()
-- reads it (one place, shared with the booking limit).
create function private.feedback_client_key()
returns text
language sql
stable
set search_path = ''
as $$ select 'ip:' || coalesce(private.request_ip(), 'unknown') $$;

-- private.take_rate_limit, refusing in the words of the feature that calls it.
create function private.take_feedback_limit(
  bucket text,
  keys text[],
  max_hits integer,
  window_length interval,
  message text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.take_rate_limit(bucket, keys, max_hits, window_length);
exception
  when sqlstate 'PT429' then
    raise exception '%', message using errcode = 'PT429';
end;
$$;

-- Visitors post feedback through post_feedback only.
drop policy "visitors post feedback with no votes" on public.feedback;
drop policy "signed-in users post feedback with no votes" on public.feedback;
revoke insert on public.feedback from anon, authenticated;

-- Newest first, then id: the order the list pages by.
drop index public.feedback_created_at_idx;
create index feedback_created_at_id_idx on public.feedback (created_at desc, id);

-- Posts a visitor's feedback: name and comment trimmed and required, within their lengths, rating
-- 1 to 5, refused with the feedback form's words (VN010, the field in the detail). Counts start
-- at 0. Runs as its owner because visitors may not insert feedback rows themselves.
create function public.post_feedback(name text, rating integer, comment text)
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
  if post_feedback.rating is null or post_feedback.rating not between 1 and 5 then
    perform private.refuse('Rating must be between 1 and 5', 'rating');
  end if;
  if clean_comment = '' then perform private.refuse('Comment is required', 'comment'); end if;
  if char_length(clean_comment) > (lim ->> 'commentMaxLength')::integer then
    perform private.refuse(
      format('Comment must be at most %s characters', lim ->> 'commentMaxLength'), 'comment'
    );
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
comment on function public.post_feedback(text, integer, text) is
  'Posts a visitor''s feedback (validated, limited per client address) and returns the stored entry.';
revoke all on function public.post_feedback(text, integer, text) from public;
grant execute on function public.post_feedback(text, integer, text) to anon, authenticated, service_role;

-- The body of 20261121090100_content.sql with the limits taken once the arguments are valid.
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
    raise exception 'This feedback no longer exists.' using errcode = 'P0002';
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

revoke all on function private.feedback_limits(), private.feedback_client_key(),
  private.take_feedback_limit(text, text[], integer, interval, text)
  from public, anon, authenticated;
