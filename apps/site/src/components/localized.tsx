import { localeInfo } from '@venue/domain/locales';
import { type LocalizedText, textIn } from '@venue/domain/localized-text';
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
  as?: 'span' | 'p';
  className?: string;
}) {
  const shown = textIn(text, useLocale());
  if (!shown) return null;
  if (shown.isFallback) {
    return (
      <Tag className={className} lang={shown.lang} dir={localeInfo[shown.lang].dir}>
        {shown.text}
      </Tag>
    );
  }
  return (
    <Tag className={className} dir="auto">
      {shown.text}
    </Tag>
  );
}
