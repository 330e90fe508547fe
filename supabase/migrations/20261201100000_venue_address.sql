-- The venue's address becomes a setting the manager types in English and Arabic (issue 28, point
-- 1; docs/decisions/027): venue_contacts.address is a localized text ({"en": ..., "ar": ...},
-- docs/decisions/023) holding the address on one line, as a visitor reads it out to a taxi
-- driver. Everyone reads it (every page's footer, the structured data, the e-mails' footer and
-- calendar invite, the manage page's calendar file); the manager alone changes it. An address
-- with no language at all is refused with `content.address_required` (detail `address`); the
-- check keeps each language filled, trimmed, on one plain line and within 200 characters. The row
-- keeps the address the code carried until now.

create function private.is_localized_line(value jsonb) returns boolean
language sql immutable parallel safe set search_path = '' as $$
  select case
    when jsonb_typeof(value) = 'object' then not exists (
      select from jsonb_each(value) as entry (locale, text)
      where jsonb_typeof(entry.text) <> 'string' or not private.is_plain_line(entry.text #>> '{}')
    )
    else false
  end
$$;
comment on function private.is_localized_line(jsonb) is
  'Whether every language of a localized text is one plain line (private.is_plain_line): what a form field of one line takes (packages/domain forms/localized-parts.ts, singleLine).';

alter table public.venue_contacts add column address jsonb;

update public.venue_contacts
set address = jsonb_build_object(
  'en', '14 Al-Irsal Street, Al-Masyoun, Ramallah, Palestine',
  'ar', '14 شارع الإرسال، المصيون، رام الله، فلسطين'
);

alter table public.venue_contacts
  alter column address set not null,
  add constraint venue_contacts_address_check
    check (private.is_localized_text(address, 200) and private.is_localized_line(address));

comment on column public.venue_contacts.address is
  'The venue''s address on one line in each language the manager wrote it in ({"en": ..., "ar": ...}, at most 200 characters each): the footer, the structured data, the e-mails and the calendar files show the reader''s language, else the other.';
comment on table public.venue_contacts is
  'The venue''s contact settings the manager edits, one row: the WhatsApp number (a mobile, separate from the landline) every WhatsApp link of the site opens, and the address in each language.';

-- Refuses an address with no language by code, before the check (which would only name itself).
create function private.guard_venue_contacts()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.address is null
    or jsonb_typeof(new.address) <> 'object'
    or not exists (
      select from jsonb_each(new.address) as entry (locale, text)
      where entry.locale = any (private.locales())
        and jsonb_typeof(entry.text) = 'string'
        and private.trimmed(entry.text #>> '{}') <> ''
    )
  then
    perform private.refuse('content.address_required', '{}'::jsonb, 'Please enter the address in at least one language', 'address');
  end if;
  return new;
end;
$$;
comment on function private.guard_venue_contacts() is
  'Refuses a venue address written in no language with content.address_required (packages/domain/src/refusals.ts).';

create trigger guard_venue_contacts before insert or update on public.venue_contacts
  for each row execute function private.guard_venue_contacts();

grant update (address) on table public.venue_contacts to authenticated;
