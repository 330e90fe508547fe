import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Tabs, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type LocaleCode, localeInfo, locales } from '@venue/domain/locales';
import {
  type LocalizedText,
  missingLocales,
  shownTextProps,
  textIn,
} from '@venue/domain/localized-text';
import { localeOf } from '@venue/i18n/locales';
import { type ReactNode, useState } from 'react';

/** A form value typed in every language: `{ en: '...', ar: '...' }`. */
type LocalizedValue = Partial<Record<LocaleCode, string>>;

/** The names of a form's values typed in every language. */
type LocalizedNames<Values> = {
  [Name in keyof Values]: Values[Name] extends LocalizedValue ? Name : never;
}[keyof Values] &
  string;

/**
 * A content form's texts in every language, one tab per language (named in its own language, the
 * staff member's own open first),
 * each tab's fields written and read in that language's direction. A tab says "Missing" while
 * another language is written and it is not, and shows a dot when one of its fields is refused.
 * `fields(locale)` renders that language's fields.
 */
export function LocalizedFields<Values extends Record<string, unknown>>({
  form,
  names,
  fields,
}: {
  form: UseFormReturnType<Values>;
  /** The form's localized fields ("question", "answer"). */
  names: readonly LocalizedNames<Values>[];
  fields: (locale: LocaleCode) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  // The tab the staff member picked; until then, their language, even when it arrives after the
  // form (their staff record says it once they are signed in).
  const [picked, setPicked] = useState<LocaleCode | null>(null);
  const values = form.getValues();
  const isWritten = (locale: LocaleCode) =>
    names.some(
      (name) => ((values[name] as LocalizedValue | undefined)?.[locale] ?? '').trim() !== '',
    );
  const anyWritten = locales.some(isWritten);
  // A field's own error ("question.ar") or one of its entries' ("items.ar.2").
  const hasError = (locale: LocaleCode) =>
    Object.keys(form.errors).some((path) =>
      names.some((name) => path === `${name}.${locale}` || path.startsWith(`${name}.${locale}.`)),
    );
  return (
    // The staff member's own language first; the other a tab away.
    <Tabs
      value={picked ?? localeOf(i18n)}
      onChange={(value) => setPicked(locales.find((locale) => locale === value) ?? null)}
      keepMounted
    >
      <Tabs.List>
        {locales.map((locale) => (
          <Tabs.Tab
            key={locale}
            value={locale}
            color={hasError(locale) ? 'red' : undefined}
            rightSection={
              anyWritten && !isWritten(locale) ? (
                <Badge size="xs" color="orange" variant="light">
                  {t`Missing`}
                </Badge>
              ) : null
            }
          >
            <span lang={locale}>{localeInfo[locale].name}</span>
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {locales.map((locale) => (
        <Tabs.Panel key={locale} value={locale} pt="sm">
          <Stack gap="sm" lang={locale} dir={localeInfo[locale].dir}>
            {fields(locale)}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** "Needs Arabic" / "Needs English": the languages an item's texts still lack. */
export function MissingLanguages({ texts }: { texts: readonly LocalizedText[] }) {
  const { t } = useLingui();
  const missing = locales.filter((locale) =>
    texts.some((text) => missingLocales(text).includes(locale)),
  );
  if (missing.length === 0) return null;
  const labels: Record<LocaleCode, string> = { en: t`Needs English`, ar: t`Needs Arabic` };
  return (
    <Group gap="xs">
      {missing.map((locale) => (
        <Badge key={locale} color="orange" variant="light">
          {labels[locale]}
        </Badge>
      ))}
    </Group>
  );
}

/** A text the manager wrote, in the staff member's language, else in the one it was written in. */
export function ShownText({
  text,
  locale,
  fw,
  preWrap = false,
}: {
  text: LocalizedText;
  locale: LocaleCode;
  fw?: number;
  preWrap?: boolean;
}) {
  const shown = textIn(text, locale);
  if (!shown) return null;
  return (
    <Text
      fw={fw}
      lang={shown.lang}
      dir={shownTextProps(shown).dir}
      style={preWrap ? { whiteSpace: 'pre-wrap' } : undefined}
    >
      {shown.text}
    </Text>
  );
}
