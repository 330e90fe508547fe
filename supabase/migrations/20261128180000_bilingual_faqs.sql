-- The manager's content in both languages, starting with the FAQ (docs/decisions/023):
-- a text the manager types is a jsonb object keyed by locale ({"en": "...", "ar": "..."}), with
-- at least one language, each value filled, trimmed and plain within the field's limit. The
-- existing questions and answers become their English.

create function private.is_localized_text(value jsonb, max_length integer) returns boolean
language sql immutable parallel safe set search_path = '' as $$
  select jsonb_typeof(value) = 'object'
    and value <> '{}'::jsonb
    and not exists (
      select from jsonb_each(value) as entry (locale, text)
      where not (
        entry.locale = any (private.locales())
        and jsonb_typeof(entry.text) = 'string'
        and private.is_filled(entry.text #>> '{}', max_length)
        and entry.text #>> '{}' = private.trimmed(entry.text #>> '{}')
        and private.is_plain_text(entry.text #>> '{}')
      )
    )
$$;
comment on function private.is_localized_text(jsonb, integer) is
  'A text the manager types in one or more languages: an object keyed by the locales (private.locales()), at least one, each a filled, trimmed, plain text of at most max_length characters. The forms (packages/domain forms/faq-form.ts) refuse the same; a data test holds them equal.';

create function private.same_locales(one jsonb, other jsonb) returns boolean
language sql immutable parallel safe set search_path = '' as $$
  select coalesce((select array_agg(k order by k) from jsonb_object_keys(one) as k), '{}')
       = coalesce((select array_agg(k order by k) from jsonb_object_keys(other) as k), '{}')
$$;
comment on function private.same_locales(jsonb, jsonb) is
  'Whether two localized texts are written in the same languages (a question and its answer).';

alter table public.faqs drop constraint faqs_question_check;
alter table public.faqs drop constraint faqs_answer_check;
alter table public.faqs
  alter column question type jsonb using jsonb_build_object('en', question),
  alter column answer type jsonb using jsonb_build_object('en', answer);
alter table public.faqs
  add constraint faqs_question_check check (private.is_localized_text(question, 300)),
  add constraint faqs_answer_check check (private.is_localized_text(answer, 2000)),
  add constraint faqs_same_languages check (private.same_locales(question, answer));
comment on column public.faqs.question is
  'The question in each language the manager wrote it in: {"en": ..., "ar": ...} (at least one).';
comment on column public.faqs.answer is
  'The answer in each language the manager wrote it in: {"en": ..., "ar": ...} (at least one).';
