-- Names refuse every character that shows as nothing or breaks the line, and pictures come only
-- from https: addresses (or the local stack's own Storage).
--
-- 1. private.is_plain_line (names of bookings, feedback and staff) refused controls and the
--    bidirectional overrides only: a name could hold U+2028, zero-width spaces, the byte order mark
--    or a Hangul filler, and look empty on the desk. It now refuses every format character (Unicode
--    Cf, listed as ranges: PostgreSQL's regular expressions know no Unicode classes), the line and
--    paragraph separators and the Hangul fillers, and a name of white space alone (of any script,
--    independent of the database's locale). The zero-width joiners are refused too (decision 016).
--    packages/domain's isPlainLine is the same function; a data test compares the two on every
--    such character.
-- 2. private.is_plain_text (booking notes, feedback comments) also refuses the separators, the
--    zero-width space, word joiner and invisible operators, the byte order mark and the Hangul
--    fillers; it keeps the joiners and direction marks, which Arabic and emoji spellings use.
-- 3. menu_items.image accepted any text, `javascript:` and `data:` addresses included, and
--    zone_media.url any address. An image is now an https: address, a local Storage address
--    (http on 127.0.0.1 or localhost, where uploads land in development), or, for a menu item,
--    text that reads as no address. packages/domain/src/media-addresses.ts is the same rule.
-- Rows written before these rules are brought into them first, so that no later change of such a
-- row is refused: hidden characters are taken out (a name left with nothing visible becomes "?"),
-- a menu image that is another kind of address becomes the item's name as text, and a gallery
-- entry from such an address goes.

create or replace function private.is_plain_line(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]'
     and value ~ '[^\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]'
$$;

comment on function private.is_plain_line(text) is 'True for a one-line text that shows as typed (names): no control, format (Cf), line or paragraph separator or Hangul filler character, and more than white space. packages/domain isPlainLine is the same.';

create or replace function private.is_plain_text(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u115f\u1160\u200b\u2028-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0]'
$$;

comment on function private.is_plain_text(text) is 'True for a text of several lines without hidden characters (tabs and line breaks allowed; joiners and direction marks kept). packages/domain hiddenTextCharacters is the same.';

create function private.is_media_address(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value ~ '^https://[^\u0001-\u0020\u007f-\u009f/?#]+([/?#][^\u0001-\u0020\u007f-\u009f]*)?$'
      or value ~ '^http://(127\.0\.0\.1|localhost)(:[0-9]{1,5})?/storage/v1/object/public/[^\u0001-\u0020\u007f-\u009f]+$'
$$;

comment on function private.is_media_address(text) is 'True for an address pictures and videos may be shown from: https:, or the local stack''s Storage. packages/domain isMediaAddress is the same.';

create function private.is_menu_image(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.is_media_address(value)
      or value !~* '^[\u0001-\u0020]*(http|[a-z][a-z0-9+.-]*:[^\u0001-\u0020\u007f-\u009f])'
$$;

comment on function private.is_menu_image(text) is 'True for a menu item''s image: a media address, or text shown instead that reads as no address (not javascript:, data:, http:...). packages/domain isMenuImage is the same.';

revoke all on function private.is_media_address(text), private.is_menu_image(text) from public;
grant execute on function private.is_media_address(text), private.is_menu_image(text)
  to anon, authenticated, service_role;

-- What a name or text written before these rules becomes: its hidden characters taken out.
create function pg_temp.visible_name(value text) returns text language sql as $$
  select case when private.is_plain_line(cleaned) then cleaned else '?' end
  from regexp_replace(value, '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]', '', 'g') as cleaned
$$;

create function pg_temp.plain_text(value text) returns text language sql as $$
  select regexp_replace(value, '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u115f\u1160\u200b\u2028-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0]', '', 'g')
$$;

-- The triggers of bookings and staff (history, lanes, guards, the last manager) are about staff
-- changes, not this one.
alter table public.bookings disable trigger user;
update public.bookings
set name = pg_temp.visible_name(name),
    notes = pg_temp.plain_text(notes),
    customer_notes = pg_temp.plain_text(customer_notes)
where not (private.is_plain_line(name) and private.is_plain_text(notes) and private.is_plain_text(customer_notes));
alter table public.bookings enable trigger user;

update public.feedback
set name = pg_temp.visible_name(name),
    comment = coalesce(nullif(private.trimmed(pg_temp.plain_text(comment)), ''), '?')
where not (private.is_plain_line(name) and private.is_plain_text(comment));

alter table public.staff disable trigger user;
update public.staff set name = pg_temp.visible_name(name) where not private.is_plain_line(name);
alter table public.staff enable trigger user;

update public.menu_items
set image = case when private.is_menu_image(name) then name else '?' end
where not private.is_menu_image(image);

delete from public.zone_media where not private.is_media_address(url);

alter table public.menu_items
  add constraint menu_items_image_address check (private.is_menu_image(image));
alter table public.zone_media
  add constraint zone_media_url_address check (private.is_media_address(url));
