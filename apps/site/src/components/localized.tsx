import { localeInfo } from '@venue/domain/locales';
import { type LocalizedList as LocalizedListValue, listIn } from '@venue/domain/localized-list';
import { type LocalizedText, shownTextProps, textIn } from '@venue/domain/localized-text';
import { useLocale } from '../lib/use-locale.ts';

/**
 * A text the manager wrote, in the page's language; when it exists only in the other language,
 * in that one, with its own `lang` and `dir` so that it reads (and is read aloud) correctly.
 */
export function Localized({
  text,
  as: Tag = 'span',
  className,
}: {
  text: LocalizedText;
  as?: 'span' | 'p' | 'h2' | 'dd';
  className?: string;
}) {
  const shown = textIn(text, useLocale());
  if (!shown) return null;
  return (
    <Tag className={className} {...shownTextProps(shown)}>
      {shown.text}
    </Tag>
  );
}

/**
 * A list the manager wrote in each language (a package's items), in the page's language; when it
 * exists only in another language, in that one, the list carrying that language's `lang` and `dir`.
 * Nothing when it lists nothing.
 */
export function LocalizedList({
  list,
  className,
}: {
  list: LocalizedListValue;
  className?: string;
}) {
  const shown = listIn(list, useLocale());
  if (!shown) return null;
  const marks = shown.isFallback ? { lang: shown.lang, dir: localeInfo[shown.lang].dir } : {};
  return (
    <ul className={className} {...marks}>
      {shown.items.map((item) => (
        <li key={item}>
          <bdi>{item}</bdi>
        </li>
      ))}
    </ul>
  );
}
