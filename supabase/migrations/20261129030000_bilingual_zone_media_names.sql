-- The names of the zones' pictures and videos in English and Arabic (docs/decisions/023): a name is
-- the picture's alt text and caption on the home page's galleries, so it is a localized text like
-- the FAQ's ({"en": "Six lanes", "ar": "ستة مسارات"}). A picture may have no name: that is {}
-- (an empty object, as '' was), never null. The existing names become their English, trimmed and
-- without the hidden characters a file name could bring (the old column took any text).

alter table public.zone_media drop constraint zone_media_name_check;
alter table public.zone_media alter column name drop default;
alter table public.zone_media
  alter column name type jsonb using case
    when private.trimmed(
      regexp_replace(name, '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u115f\u1160\u200b\u2028-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0]', '', 'g')
    ) = '' then '{}'::jsonb
    else jsonb_build_object('en', private.trimmed(
      regexp_replace(name, '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u115f\u1160\u200b\u2028-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0]', '', 'g')
    ))
  end;
alter table public.zone_media alter column name set default '{}'::jsonb;
alter table public.zone_media
  add constraint zone_media_name_check check (
    name = '{}'::jsonb or private.is_localized_text(name, 200)
  );
comment on column public.zone_media.name is
  'The picture''s or video''s name in each language the manager wrote it in ({"en": ..., "ar": ...}): its alt text and caption on the site. {} when it has none (never null).';
