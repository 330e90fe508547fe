-- Phone numbers typed with Arabic-Indic (U+0660-0669) or Persian (U+06F0-06F9) digits, as a phone
-- set to Arabic types them ("٠٥٩٩١٢٣٤٥٦"), were refused as not being numbers. private.normalise_phone
-- now reads those digits as ASCII ones before anything else, as packages/domain normalizePhone
-- does through toAsciiDigits, so request_booking and create_staff_booking store "+970599123456"
-- and key the per-phone limit on it. The stored form, and so private.is_phone, stays ASCII E.164.

create or replace function private.normalise_phone(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when c.compact ~ '^05[0-9]{8}$' then '+970' || substr(c.compact, 2)
    else regexp_replace(c.compact, '^\+(970|972)0', '+\1')
  end
  from (
    select case when s.stripped like '00%' then '+' || substr(s.stripped, 3) else s.stripped end as compact
    from (
      select regexp_replace(
        translate(coalesce(value, ''), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'),
        '[\s().-]', '', 'g'
      ) as stripped
    ) as s
  ) as c
$$;
comment on function private.normalise_phone(text) is
  'A phone number as typed, in its one stored E.164 form (packages/domain normalizePhone): Arabic-Indic and Persian digits are ASCII ones, 05XXXXXXXX is +9705XXXXXXXX, 00 is +, a trunk zero after +970/+972 goes.';
