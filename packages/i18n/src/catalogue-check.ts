import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { parse, type Token } from '@messageformat/parser';
import PO from 'pofile';
import { countsBesideNounsWithoutPlural, placeholderExpressions } from './counts-beside-nouns.ts';

/** One message of a PO catalogue: its id (and context), its translation and Lingui's notes on it. */
type Entry = { key: string; source: string; translation: string; comments: string[] };

function entriesOf(poText: string): Entry[] {
  return PO.parse(poText)
    .items.filter((item) => !item.obsolete)
    .map((item) => ({
      key: item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid,
      source: item.msgid,
      translation: item.msgstr.join(''),
      comments: item.extractedComments,
    }));
}

/** The problem of a message that puts a number beside a noun without a plural, if it does. */
function countProblem(entry: Entry, text: string): string[] {
  const names = countsBesideNounsWithoutPlural({
    source: entry.source,
    text,
    expressions: placeholderExpressions(entry.comments),
  });
  return names.length === 0
    ? []
    : [`a number beside a noun without a plural ({${names.join('}, {')}}): "${text}"`];
}

/** The argument names of parsed tokens, the forms of plurals and selects included. */
function argumentsOf(tokens: readonly Token[]): string[] {
  return tokens.flatMap((token) => {
    if (token.type === 'content' || token.type === 'octothorpe') return [];
    if (token.type === 'argument' || token.type === 'function') return [token.arg];
    return [token.arg, ...token.cases.flatMap((form) => argumentsOf(form.tokens))];
  });
}

/**
 * The names of a message's placeholders: `{price} per session` has `price`; the words of a
 * plural's or a select's forms are not placeholders. A message ICU cannot read is read by its
 * braces (that it does not compile is its own problem).
 */
function placeholdersOf(message: string): string[] {
  let names: string[];
  try {
    names = argumentsOf(parse(message));
  } catch {
    names = [...message.matchAll(/\{\s*([\w.]+)/g)].map((match) => match[1] ?? '');
  }
  return [...new Set(names)].sort();
}

/**
 * What is wrong with one committed catalogue, compared with a fresh extraction from the source:
 * messages the source has and the catalogue lacks, messages the source no longer has, and (for a
 * translated locale) messages without a translation, translations that do not compile, and
 * translations whose placeholders differ from the English; and in every locale, a number beside a
 * noun without a plural (counts-beside-nouns.ts).
 */
export function catalogueProblems({
  committed,
  extracted,
  isSource,
}: {
  committed: string;
  extracted: string;
  isSource: boolean;
}): string[] {
  const problems: string[] = [];
  const entries = entriesOf(committed);
  const keys = new Set(entries.map((entry) => entry.key));
  const fresh = entriesOf(extracted);
  const freshKeys = new Set(fresh.map((entry) => entry.key));
  for (const entry of fresh) {
    if (!keys.has(entry.key)) problems.push(`not extracted yet: "${entry.source}"`);
  }
  for (const entry of entries) {
    if (!freshKeys.has(entry.key)) problems.push(`no longer in the source: "${entry.source}"`);
  }
  if (isSource) {
    for (const entry of entries) problems.push(...countProblem(entry, entry.source));
    return problems;
  }
  for (const entry of entries) {
    if (!entry.translation.trim()) {
      problems.push(`no translation: "${entry.source}"`);
      continue;
    }
    try {
      compileMessageOrThrow(entry.translation);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      problems.push(`does not compile (${reason}): "${entry.translation}"`);
      continue;
    }
    const expected = placeholdersOf(entry.source).join(', ');
    const found = placeholdersOf(entry.translation).join(', ');
    if (expected !== found) {
      problems.push(`placeholders {${found}} instead of {${expected}}: "${entry.translation}"`);
    }
    problems.push(...countProblem(entry, entry.translation));
  }
  return problems;
}
