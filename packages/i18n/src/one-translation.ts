/**
 * The rule that a message both apps show reads the same in both (issue 28, "one Arabic voice"):
 * the same English (and context) translated two ways in one locale's catalogues is a problem,
 * named with both translations and the catalogues that hold them. docs/glossary-ar.md lists the
 * words both Arabic catalogues follow.
 */
import PO from 'pofile';

/** One catalogue of one locale: its name in the problems (its path) and its PO text. */
export type NamedCatalogue = { name: string; text: string };

/** What differs between catalogues of the same locale, one problem per message translated two ways. */
export function differingTranslations(catalogues: readonly NamedCatalogue[]): string[] {
  const seen = new Map<
    string,
    { source: string; context: string; translation: string; name: string }
  >();
  const problems: string[] = [];
  const reported = new Set<string>();
  for (const { name, text } of catalogues) {
    for (const item of PO.parse(text).items) {
      const translation = item.msgstr.join('');
      // A message without a translation is the catalogue check's own problem, not a disagreement.
      if (item.obsolete || !translation.trim()) continue;
      const context = item.msgctxt ?? '';
      const key = `${context}\u0004${item.msgid}`;
      const first = seen.get(key);
      if (!first) {
        seen.set(key, { source: item.msgid, context, translation, name });
        continue;
      }
      if (first.translation === translation || reported.has(key)) continue;
      reported.add(key);
      const message = context ? `"${item.msgid}" (context "${context}")` : `"${item.msgid}"`;
      problems.push(
        `${message} is translated two ways: "${first.translation}" in ${first.name}, "${translation}" in ${name}`,
      );
    }
  }
  return problems;
}
