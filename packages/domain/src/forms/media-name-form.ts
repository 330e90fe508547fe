/**
 * Naming a zone's picture or video (its alt text and caption on the site) in English, Arabic or
 * both (decision 023). A name is optional: nothing written means no name, which the database keeps
 * as `{}`; each language written is trimmed, within the limit and without hidden characters.
 */
import * as z from 'zod/mini';
import { hiddenTextCharacters, limits } from '../limits.ts';
import type { LocalizedText } from '../localized-text.ts';
import { refusalMessage } from '../refusals.ts';
import { blankLocalized, localizedField, writtenLocales } from './localized-parts.ts';

export const mediaNameTooLongMessage = refusalMessage('field.name_too_long', {
  max: limits.zoneMediaNameMaxLength,
});

export const mediaNameFormSchema = z.object({
  name: z.pipe(
    localizedField(limits.zoneMediaNameMaxLength, mediaNameTooLongMessage),
    z.transform(writtenLocales),
  ),
});

export type MediaNameFormInput = z.input<typeof mediaNameFormSchema>;
export type MediaNameFormValues = z.output<typeof mediaNameFormSchema>;

/** An empty form: no name in any language. */
export function emptyMediaNameForm(): MediaNameFormInput {
  return { name: blankLocalized() };
}

/**
 * The name an uploaded file starts with: its file name, as English (the manager renames it in each
 * language), without hidden characters and within the limit; none for a name of nothing visible.
 */
export function mediaNameFromFile(fileName: string): LocalizedText {
  const hidden = new RegExp(hiddenTextCharacters.source, 'gu');
  const name = fileName.replace(hidden, '').trim().slice(0, limits.zoneMediaNameMaxLength).trim();
  return name === '' ? {} : { en: name };
}
