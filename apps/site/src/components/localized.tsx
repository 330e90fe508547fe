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
  as?: 'span' | 'p' | 'h2';
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
