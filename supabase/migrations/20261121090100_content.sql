-- The content visitors read and the manager maintains: menu, birthday packages, offers, FAQs,
-- feedback (visitors post it; votes go through vote_feedback) and zone media, plus the Storage
-- buckets the media live in. Everyone reads; only the manager writes, except feedback posts.

-- Menu items: `image` is a URL when it starts with http, otherwise text shown in its place.
create table public.menu_items (
  id uuid primary key default gen_random_uuid(),
  name text not null check (private.is_filled(name, 100)),
  image text not null check (private.is_filled(image, 2048)),
  created_at timestamptz not null default now()
);
comment on table public.menu_items is 'The cafe menu: a name and an image URL (or a text shown instead of an image).';
create index menu_items_created_at_idx on public.menu_items (created_at desc);

-- Birthday packages: price per person in ILS; items is the list of what the package includes.
create function private.are_package_items(items text[])
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select cardinality(items) <= 20
    and array_position(items, null) is null
    and coalesce((select bool_and(private.is_filled(item, 200)) from unnest(items) as item), true)
$$;
revoke all on function private.are_package_items(text[]) from public;
grant execute on function private.are_package_items(text[]) to anon, authenticated, service_role;

create table public.birthday_packages (
  id uuid primary key default gen_random_uuid(),
  title text not null check (private.is_filled(title, 100)),
  price numeric(10, 2) not null check (price >= 1 and price <= 10000),
  items text[] not null default '{}' check (private.are_package_items(items)),
  max_people integer not null check (max_people between 1 and 200),
  duration integer not null default 45 check (duration between 45 and 480),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.birthday_packages is
  'Birthday packages visitors can book: price per person (ILS), included items, group size and bowling minutes.';
create index birthday_packages_price_idx on public.birthday_packages (price);

-- Offers: spend this many ILS, get this many loyalty points.
create table public.offers (
  id uuid primary key default gen_random_uuid(),
  spend integer not null check (spend between 1 and 1000000),
  get integer not null check (get between 1 and 1000000),
  created_at timestamptz not null default now()
);
comment on table public.offers is 'Loyalty offers: spend an amount (ILS), get points. Shown sorted by spend.';
create index offers_spend_idx on public.offers (spend);

create table public.faqs (
  id uuid primary key default gen_random_uuid(),
  question text not null check (private.is_filled(question, 300) and question = private.trimmed(question)),
  answer text not null check (private.is_filled(answer, 2000) and answer = private.trimmed(answer)),
  created_at timestamptz not null default now()
);
comment on table public.faqs is 'Frequently asked questions, shown oldest first as an accordion.';
create index faqs_created_at_idx on public.faqs (created_at);

-- Feedback: posted by visitors; likes and dislikes start at 0 and move only through vote_feedback.
create table public.feedback (
  id uuid primary key default gen_random_uuid(),
  name text not null check (private.is_filled(name, 100)),
  rating smallint not null check (rating between 1 and 5),
  comment text not null check (private.is_filled(comment, 1000)),
  created_at timestamptz not null default now(),
  likes integer not null default 0 check (likes >= 0),
  dislikes integer not null default 0 check (dislikes >= 0)
);
comment on table public.feedback is 'Visitors'' ratings and comments with like and dislike counts.';
create index feedback_created_at_idx on public.feedback (created_at desc);

-- One vote per browser (its voter id) per feedback item; the counts on feedback are kept in step.
create table public.feedback_votes (
  feedback_id uuid not null references public.feedback (id) on delete cascade,
  voter_id uuid not null,
  vote public.feedback_vote not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (feedback_id, voter_id)
);
comment on table public.feedback_votes is
  'Each browser''s current like or dislike per feedback item (voter_id is a random id the browser keeps).';

-- Zone media: gallery images and videos per zone, and at most one main image per zone.
create table public.zone_media (
  id uuid primary key default gen_random_uuid(),
  zone public.zone not null,
  kind public.media_kind not null,
  url text not null check (private.is_filled(url, 2048)),
  storage_path text check (storage_path is null or private.is_filled(storage_path, 1024)),
  name text not null default '' check (char_length(name) <= 200),
  created_at timestamptz not null default now()
);
comment on table public.zone_media is
  'Images, videos and the main image of each zone (bowling, vr, cafe); storage_path names the Storage object when the file is ours.';
create index zone_media_zone_kind_idx on public.zone_media (zone, kind, created_at);
create unique index zone_media_one_main_per_zone on public.zone_media (zone) where kind = 'main';

-- Privileges: everyone reads content; writes are the manager's (policies below) and feedback posts
-- are everyone's, limited to the three columns a visitor fills in.
revoke all on public.menu_items, public.birthday_packages, public.offers, public.faqs, public.feedback,
  public.feedback_votes, public.zone_media from anon, authenticated;
grant select on public.menu_items, public.birthday_packages, public.offers, public.faqs, public.feedback,
  public.zone_media to anon, authenticated;
grant insert, update, delete on public.menu_items, public.birthday_packages, public.offers, public.faqs,
  public.zone_media to authenticated;
grant delete on public.feedback to authenticated;
grant insert (name, rating, comment) on public.feedback to anon, authenticated;
grant select on public.feedback_votes to authenticated;
grant all on public.menu_items, public.birthday_packages, public.offers, public.faqs, public.feedback,
  public.feedback_votes, public.zone_media to service_role;

alter table public.menu_items enable row level security;
alter table public.birthday_packages enable row level security;
alter table public.offers enable row level security;
alter table public.faqs enable row level security;
alter table public.feedback enable row level security;
alter table public.feedback_votes enable row level security;
alter table public.zone_media enable row level security;

create policy "menu items are public" on public.menu_items for select to anon, authenticated using (true);
create policy "the manager adds menu items" on public.menu_items
  for insert to authenticated with check ((select private.is_manager()));
create policy "the manager edits menu items" on public.menu_items
  for update to authenticated using ((select private.is_manager())) with check ((select private.is_manager()));
create policy "the manager removes menu items" on public.menu_items
  for delete to authenticated using ((select private.is_manager()));

create policy "birthday packages are public" on public.birthday_packages
  for select to anon, authenticated using (true);
create policy "the manager adds birthday packages" on public.birthday_packages
  for insert to authenticated with check ((select private.is_manager()));
create policy "the manager edits birthday packages" on public.birthday_packages
  for update to authenticated using ((select private.is_manager())) with check ((select private.is_manager()));
create policy "the manager removes birthday packages" on public.birthday_packages
  for delete to authenticated using ((select private.is_manager()));

create policy "offers are public" on public.offers for select to anon, authenticated using (true);
create policy "the manager adds offers" on public.offers
  for insert to authenticated with check ((select private.is_manager()));
create policy "the manager edits offers" on public.offers
  for update to authenticated using ((select private.is_manager())) with check ((select private.is_manager()));
create policy "the manager removes offers" on public.offers
  for delete to authenticated using ((select private.is_manager()));

create policy "faqs are public" on public.faqs for select to anon, authenticated using (true);
create policy "the manager adds faqs" on public.faqs
  for insert to authenticated with check ((select private.is_manager()));
create policy "the manager edits faqs" on public.faqs
  for update to authenticated using ((select private.is_manager())) with check ((select private.is_manager()));
create policy "the manager removes faqs" on public.faqs
  for delete to authenticated using ((select private.is_manager()));

create policy "feedback is public" on public.feedback for select to anon, authenticated using (true);
create policy "visitors post feedback with no votes" on public.feedback
  for insert to anon with check (likes = 0 and dislikes = 0);
create policy "signed-in users post feedback with no votes" on public.feedback
  for insert to authenticated with check (likes = 0 and dislikes = 0);
create policy "the manager removes feedback" on public.feedback
  for delete to authenticated using ((select private.is_manager()));

create policy "the manager reads votes" on public.feedback_votes
  for select to authenticated using ((select private.is_manager()));

create policy "zone media is public" on public.zone_media for select to anon, authenticated using (true);
create policy "the manager adds zone media" on public.zone_media
  for insert to authenticated with check ((select private.is_manager()));
create policy "the manager edits zone media" on public.zone_media
  for update to authenticated using ((select private.is_manager())) with check ((select private.is_manager()));
create policy "the manager removes zone media" on public.zone_media
  for delete to authenticated using ((select private.is_manager()));

-- Package edits are stamped by the database.
create function private.stamp_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger stamp_updated_at
  before update on public.birthday_packages
  for each row execute function private.stamp_updated_at();

-- Likes and dislikes: one vote per voter per item; switching moves one count from one side to the
-- other; "none" withdraws the vote; counts never go below 0. Runs as its owner because visitors may
-- not write feedback rows or votes themselves; it touches only the two counters and the vote row.
create function public.vote_feedback(feedback_id uuid, voter_id uuid, vote text)
returns table (likes integer, dislikes integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
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
comment on function public.vote_feedback(uuid, uuid, text) is
  'Sets one browser''s vote (like, dislike or none) on a feedback item and returns the new counts.';
revoke all on function public.vote_feedback(uuid, uuid, text) from public;
grant execute on function public.vote_feedback(uuid, uuid, text) to anon, authenticated, service_role;

-- Storage: zone media (images and videos) and menu images. Public to read; the manager writes.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  (
    'zone-media', 'zone-media', true, 52428800,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'video/mp4', 'video/webm', 'video/quicktime']
  ),
  ('menu-images', 'menu-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create policy "venue media is readable by anyone" on storage.objects
  for select to anon, authenticated
  using (bucket_id in ('zone-media', 'menu-images'));

create policy "the manager uploads venue media" on storage.objects
  for insert to authenticated
  with check (bucket_id in ('zone-media', 'menu-images') and (select private.is_manager()));

create policy "the manager replaces venue media" on storage.objects
  for update to authenticated
  using (bucket_id in ('zone-media', 'menu-images') and (select private.is_manager()))
  with check (bucket_id in ('zone-media', 'menu-images') and (select private.is_manager()));

create policy "the manager removes venue media" on storage.objects
  for delete to authenticated
  using (bucket_id in ('zone-media', 'menu-images') and (select private.is_manager()));
