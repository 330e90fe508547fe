-- One list of locales in the database: private.is_known_locale (the staff's language) asked its
-- own literal list; it now reads private.locales(), which `npm run db:locales` regenerates from
-- packages/domain/src/locales.ts whenever that list changes (db:check fails until it does).
create or replace function private.is_known_locale(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$ select value = any (private.locales()) $$;

comment on function private.is_known_locale(text) is
  'Whether a locale is one the product speaks: one of private.locales(), the list generated from packages/domain/src/locales.ts.';

comment on function private.locales() is
  'The locales the product speaks, English first (the default): generated from packages/domain/src/locales.ts by npm run db:locales; every check of a locale reads it.';
