-- Birthday packages in English and Arabic (docs/decisions/023), like the FAQ: a package's title is
-- a localized text ({"en": "Spark", "ar": "Spark"}), and its items a list per language
-- ({"en": ["1 VR session"], "ar": ["جلسة واقع افتراضي واحدة"]}), each language's list written in
-- the manager's tab of that language. A package lists its items in the languages of its title, or
-- lists none. The existing titles and items become their English.

create function private.are_localized_package_items(items jsonb) returns boolean
language sql immutable parallel safe set search_path = '' as $$
  select jsonb_typeof(items) = 'object'
    and not exists (
      select from jsonb_each(items) as entry (locale, list)
      where not (
        entry.locale = any (private.locales())
        and case
          when jsonb_typeof(entry.list) <> 'array' then false
          else jsonb_array_length(entry.list) between 1 and 20
            and not exists (
              select from jsonb_array_elements(entry.list) as item (value)
              where not (
                jsonb_typeof(item.value) = 'string'
                and private.is_filled(item.value #>> '{}', 200)
                and item.value #>> '{}' = private.trimmed(item.value #>> '{}')
                and private.is_plain_text(item.value #>> '{}')
              )
            )
        end
      )
    )
$$;
comment on function private.are_localized_package_items(jsonb) is
  'A birthday package''s items in one or more languages: an object keyed by the locales (private.locales()), each a list of 1 to 20 filled, trimmed, plain texts of at most 200 characters; {} lists none. The form (packages/domain forms/birthday-package-form.ts) refuses the same; a data test holds them equal.';
revoke all on function private.are_localized_package_items(jsonb) from public;
grant execute on function private.are_localized_package_items(jsonb) to anon, authenticated, service_role;

alter table public.birthday_packages
  drop constraint birthday_packages_title_check,
  drop constraint birthday_packages_items_check,
  alter column items drop default;
alter table public.birthday_packages
  alter column title type jsonb using jsonb_build_object('en', private.trimmed(title)),
  alter column items type jsonb using case
    when cardinality(items) = 0 then '{}'::jsonb
    else jsonb_build_object('en', to_jsonb(items))
  end;
alter table public.birthday_packages alter column items set default '{}'::jsonb;

-- The form trimmed the items it sent; the database only counted them trimmed. An item with spaces
-- around it is kept trimmed (and a row left alone, its updated_at too, when none has).
update public.birthday_packages as p
set items = jsonb_build_object(
  'en',
  (select jsonb_agg(private.trimmed(item) order by position)
   from jsonb_array_elements_text(p.items -> 'en') with ordinality as listed (item, position))
)
where exists (
  select from jsonb_array_elements_text(p.items -> 'en') as listed (item)
  where item <> private.trimmed(item)
);

drop function private.are_package_items(text[]);

alter table public.birthday_packages
  add constraint birthday_packages_title_check check (private.is_localized_text(title, 100)),
  add constraint birthday_packages_items_check check (private.are_localized_package_items(items)),
  add constraint birthday_packages_same_languages check (
    items = '{}'::jsonb or private.same_locales(title, items)
  );
comment on column public.birthday_packages.title is
  'The package''s name in each language the manager wrote it in: {"en": ..., "ar": ...} (at least one).';
comment on column public.birthday_packages.items is
  'What the package includes, a list per language of its title: {"en": [...], "ar": [...]}; {} when it lists nothing.';

-- A booking keeps the package's name as it was booked, in the booking's language (its e-mails are
-- written in it), or in the first other language the title has.
create function private.text_in(value jsonb, locale text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select coalesce(
    value ->> locale,
    (select value ->> known.code
     from unnest(private.locales()) with ordinality as known (code, position)
     where value ? known.code
     order by known.position
     limit 1)
  )
$$;
comment on function private.text_in(jsonb, text) is
  'A localized text in locale, else in the first other locale it is written in (English first), as packages/domain textIn reads it; null for null.';
revoke all on function private.text_in(jsonb, text) from public;
grant execute on function private.text_in(jsonb, text) to anon, authenticated, service_role;

comment on column public.bookings.bundle_name is
  'The birthday package''s name when it was booked, in the booking''s language (else the first language the package has).';

-- The same rules as before; the package's name is now taken in the booking's language.
create or replace function private.checked_booking(
  name text,
  phone text,
  email text,
  people integer,
  rounds integer,
  date date,
  "time" text,
  type public.booking_type,
  package_id uuid,
  notes text,
  locale text,
  is_email_required boolean,
  is_slot_under_way_bookable boolean default false
)
returns public.bookings
language plpgsql
stable
set search_path = ''
as $$
declare
  clean_name text := private.trimmed(coalesce(checked_booking.name, ''));
  clean_email text := private.trimmed(coalesce(checked_booking.email, ''));
  clean_phone text := private.normalise_phone(checked_booking.phone);
  clean_notes text := private.trimmed(coalesce(checked_booking.notes, ''));
  booking_type public.booking_type := coalesce(checked_booking.type, 'regular');
  package public.birthday_packages;
  party integer := checked_booking.people;
  party_rounds integer := coalesce(checked_booking.rounds, 1);
  minutes integer := private.session_minutes();
  booking public.bookings;
begin
  if clean_name = '' then perform private.refuse('Name is required', 'name'); end if;
  if char_length(clean_name) > 100 then perform private.refuse('Name must be at most 100 characters', 'name'); end if;
  if not private.is_plain_line(clean_name) then
    perform private.refuse('Name cannot contain line breaks or hidden formatting characters', 'name');
  end if;
  if clean_email = '' and is_email_required then perform private.refuse('Email is required', 'email'); end if;
  if clean_email <> '' then
    if char_length(clean_email) > 254 then
      perform private.refuse('Email must be at most 254 characters', 'email');
    end if;
    if not private.is_email(clean_email) then perform private.refuse('Email is invalid', 'email'); end if;
  end if;
  if clean_phone = '' then perform private.refuse('Phone is required', 'phone'); end if;
  if not private.is_phone(clean_phone) then
    perform private.refuse('Enter the WhatsApp number like 05XXXXXXXX or +970XXXXXXXXX', 'phone');
  end if;
  if booking_type = 'birthday' then
    if checked_booking.package_id is null then perform private.refuse('Please choose a package', 'packageId'); end if;
    select * into package from public.birthday_packages as p where p.id = checked_booking.package_id;
    if not found then
      raise exception 'This birthday package is no longer available. Please choose another one.'
        using errcode = 'VN013', detail = 'packageId';
    end if;
    minutes := package.duration;
    party := coalesce(party, package.max_people);
    if party < package.min_people or party > package.max_people then
      perform private.refuse(private.package_guests_message(package.min_people, package.max_people), 'people');
    end if;
    party_rounds := 1;
  else
    if checked_booking.package_id is not null then
      perform private.refuse('A regular booking has no package', 'packageId');
    end if;
    if party is null or party < 1 or party > 12 then perform private.refuse('Choose 1 to 12 people', 'people'); end if;
    if party_rounds < 1 or party_rounds > 3 then perform private.refuse('Choose 1 to 3 rounds', 'rounds'); end if;
  end if;
  if char_length(clean_notes) > 500 then
    perform private.refuse('Notes must be at most 500 characters', 'notes');
  end if;
  if not private.is_plain_text(clean_notes) then
    perform private.refuse('Please remove hidden formatting characters', 'notes');
  end if;

  perform private.check_booking_time(
    checked_booking.date, checked_booking."time", minutes, coalesce(is_slot_under_way_bookable, false)
  );

  booking.name := clean_name;
  booking.phone := clean_phone;
  booking.email := nullif(clean_email, '');
  booking.people := party;
  booking.rounds := party_rounds;
  booking.date := checked_booking.date;
  booking.time := checked_booking."time";
  booking.type := booking_type;
  booking.bundle_id := package.id;
  booking.bundle_name := private.text_in(package.title, private.known_locale(checked_booking.locale));
  booking.bundle_price := package.price;
  booking.duration := minutes;
  booking.customer_notes := clean_notes;
  booking.locale := private.known_locale(checked_booking.locale);
  booking.status := 'pending';
  booking.source := 'website';
  return booking;
end;
$$;
