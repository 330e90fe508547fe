-- Each staff member's back-office language, kept in their staff row so it follows them to any
-- browser. English is the default; the known locales are those of packages/i18n/src/locales.ts.
create function private.is_known_locale(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$ select value in ('en', 'ar') $$;
comment on function private.is_known_locale(text) is
  'Whether a locale is one the apps speak (packages/i18n/src/locales.ts): a new locale replaces this function.';
revoke all on function private.is_known_locale(text) from public;
grant execute on function private.is_known_locale(text) to anon, authenticated, service_role;

alter table public.staff
  add column locale text not null default 'en' check (private.is_known_locale(locale));
comment on column public.staff.locale is
  'The language the staff member reads the back-office in; each changes only their own (set_my_locale).';

-- Nobody updates the column through the table (it is not in the update grant, not even for the
-- manager): a staff member changes their own language through this function, which reads who
-- they are from the session, never from the request.
create function public.set_my_locale(new_locale text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_staff() then
    raise exception 'Only venue staff can choose a back-office language.' using errcode = '42501';
  end if;
  if new_locale is null or not private.is_known_locale(new_locale) then
    raise exception 'Choose English or Arabic.' using errcode = 'VN010', detail = 'locale';
  end if;
  update public.staff set locale = new_locale where id = (select auth.uid());
  return new_locale;
end;
$$;
comment on function public.set_my_locale(text) is
  'Sets the signed-in staff member''s own back-office language (en or ar); 42501 for anyone else.';
revoke all on function public.set_my_locale(text) from public, anon;
grant execute on function public.set_my_locale(text) to authenticated, service_role;
