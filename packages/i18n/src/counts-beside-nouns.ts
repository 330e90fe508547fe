/**
 * The rule that a number placed beside a noun goes through an ICU plural (issue 27): Arabic
 * writes "نقطة واحدة", "نقطتان", "3 نقاط", "11 نقطة", so "{count} نقطة" is wrong for most counts,
 * and English "{count} points" is wrong for one.
 *
 * How a number is told from a name, kept simple on purpose:
 * - A placeholder counts something when the last word of its name is a count word
 *   (`countWords`: "maxPeople" ends in "people", "laneCount" in "count", "cutoffHours" in
 *   "hours"). A positional one (`{0}`) is read by the expression Lingui records for it in the
 *   catalogue ("#. placeholder {0}: estimate.guests"), unless that expression is a call: a call
 *   formats its number into a text (a price, a decimal), which a plural cannot take.
 * - In the English message, a placeholder followed by a counted noun (`countedNouns`: "{get}
 *   points", "{0} guests") counts, whatever its name; the translation's same placeholder too.
 *
 * "Beside a noun": after the placeholder come only spaces or a message's tags ("<0>{points}</0>
 * points") and then a word: in English a counted noun ("Lane {lane}/{lanes} assigned" passes), in
 * a translation any word of two letters or more but a few prepositions (`notNouns`), as Arabic
 * has no noun list here. Punctuation, a colon or a bidi isolate between them ("الأشخاص:
 * {people}", "({count})") is not beside. The message passes when the
 * placeholder has a plural ("{count, plural, one {…} other {…}}").
 */

/** The last words of a placeholder's name that say it holds a count. */
export const countWords = new Set([
  'count',
  'total',
  'n',
  'min',
  'max',
  'length',
  'size',
  'duration',
  'people',
  'persons',
  'guests',
  'rounds',
  'points',
  'seconds',
  'minutes',
  'hours',
  'days',
  'weeks',
  'months',
  'years',
  'lanes',
  'bookings',
  'requests',
  'items',
  'slots',
  'sessions',
  'games',
  'votes',
  'likes',
  'dislikes',
  'stars',
  'attempts',
  'characters',
]);

/** English nouns that, right after a placeholder, make it a count. */
export const countedNouns = new Set([
  ...countWords,
  'person',
  'guest',
  'round',
  'point',
  'second',
  'minute',
  'min',
  'hour',
  'day',
  'week',
  'month',
  'year',
  'lane',
  'booking',
  'request',
  'item',
  'slot',
  'session',
  'game',
  'vote',
  'like',
  'dislike',
  'star',
  'attempt',
  'character',
]);

/**
 * Words after a number that are not its noun: "من {min} إلى {max} شخصًا", "{min} to {max} people",
 * and the one-letter conjunction Arabic joins to the next word ("بين {min} و{max}").
 */
const notNouns = new Set(['إلى', 'أو', 'من', 'حتى', 'على', 'في', 'to', 'or', 'and', 'of', 'at']);

/** The last word of a camelCase name or a dotted expression: "estimate.guests" → "guests". */
function lastWordOf(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+|(?=[A-Z])/).filter(Boolean);
  return (words.at(-1) ?? '').toLowerCase();
}

/** Whether a placeholder's name, or the expression Lingui recorded for it, says it is a count. */
function isCountName(name: string, expressions: ReadonlyMap<string, string>): boolean {
  const expression = expressions.get(name);
  if (expression === undefined) return countWords.has(lastWordOf(name));
  return !expression.includes('(') && countWords.has(lastWordOf(expression));
}

/** Each simple placeholder (`{name}`, not `{name, plural, …}`) and the word right after it. */
function placeholdersBeforeWords(message: string): Array<{ name: string; word: string }> {
  return [...message.matchAll(/\{(\w+)\}(?:\s|<\/?\d+>)*(\p{L}+)?/gu)].map((match) => ({
    name: match[1] ?? '',
    word: match[2] ?? '',
  }));
}

/** The placeholders a message gives a plural (or a select ordinal) to. */
function pluralised(message: string): Set<string> {
  return new Set(
    [...message.matchAll(/\{\s*(\w+)\s*,\s*(?:plural|selectordinal)\s*,/g)].map(
      (match) => match[1] ?? '',
    ),
  );
}

/** The expressions of a message's positional placeholders, from its `#.` comments. */
export function placeholderExpressions(comments: readonly string[]): Map<string, string> {
  const expressions = new Map<string, string>();
  for (const comment of comments) {
    const match = /^placeholder \{(\w+)\}: (.*)$/.exec(comment.trim());
    if (match?.[1] && match[2]) expressions.set(match[1], match[2]);
  }
  return expressions;
}

/**
 * The placeholders of `text` that put a number beside a noun without a plural, given its English
 * `source` (the same as `text` in the English catalogue) and the expressions of its positional
 * placeholders. Empty when the message is right.
 */
export function countsBesideNounsWithoutPlural({
  source,
  text,
  expressions = new Map(),
}: {
  source: string;
  text: string;
  expressions?: ReadonlyMap<string, string>;
}): string[] {
  // A call formats its number into a text (a price, a decimal), which a plural cannot take.
  const isFormatted = (name: string) => expressions.get(name)?.includes('(') ?? false;
  const countedInSource = new Set(
    placeholdersBeforeWords(source)
      .filter(({ name, word }) => countedNouns.has(word.toLowerCase()) && !isFormatted(name))
      .map(({ name }) => name),
  );
  const isEnglish = text === source;
  const withPlural = pluralised(text);
  const flagged = placeholdersBeforeWords(text).filter(({ name, word }) => {
    if ([...word].length < 2 || notNouns.has(word.toLowerCase()) || withPlural.has(name)) {
      return false;
    }
    // English: before a counted noun. A translation: a count before any word.
    return isEnglish
      ? countedInSource.has(name)
      : countedInSource.has(name) || isCountName(name, expressions);
  });
  return [...new Set(flagged.map(({ name }) => name))];
}
