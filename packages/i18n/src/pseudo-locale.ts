/**
 * The pseudo-locale (pseudo-text.ts) and what reads a rendered page's texts for it.
 */
import { plainLatin } from './pseudo-text.ts';

export { plainLatin, pseudoMessages, pseudoText } from './pseudo-text.ts';

/** The attributes a person hears or reads beside an element's text. */
const readableAttributes = ['aria-label', 'aria-roledescription', 'placeholder', 'title', 'alt'];
/** The ones only heard: nobody hears them under `aria-hidden` (a library's measuring textarea). */
const heardOnly = new Set(['aria-label', 'aria-roledescription']);

/** Every text a person can read or hear under `root`: its text nodes and its elements' labels. */
export function readableTexts(root: Element): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style, noscript')) continue;
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of root.querySelectorAll('*')) {
    const unheard = element.closest('[aria-hidden="true"]') !== null;
    for (const name of readableAttributes) {
      if (unheard && heardOnly.has(name)) continue;
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** What a page may show in plain Latin letters: its data, never a word of the app's own. */
export type NotThroughCatalogueAllowed = {
  /** Values taken out wherever they stand in a text (names, references, the venue's name). */
  values?: readonly string[];
  /** Texts allowed only as the whole of a text (an initial, a language's own name, a date's word). */
  wholeTexts?: readonly string[];
  /** Global patterns taken out of every text (amounts "80 ILS", sizes "5 MB"). */
  patterns?: readonly RegExp[];
};

/**
 * The readable texts under `root` (readableTexts) that keep a plain Latin letter once the data
 * they may show is taken out: in the pseudo-locale, each names a text written past the catalogue.
 */
export function textsPastCatalogue(
  root: Element,
  { values = [], wholeTexts = [], patterns = [] }: NotThroughCatalogueAllowed = {},
): string[] {
  // The longest first: a name inside a longer value goes with it.
  const longestFirst = [...values]
    .filter((value) => value !== '')
    .sort((a, b) => b.length - a.length);
  return readableTexts(root)
    .filter((text) => !wholeTexts.includes(text))
    .map((text) => patterns.reduce((rest, pattern) => rest.replace(pattern, ''), text))
    .map((text) => longestFirst.reduce((rest, value) => rest.replaceAll(value, ''), text))
    .filter((text) => plainLatin.test(text));
}

/**
 * The names `Intl` gives months and weekdays in `locale` (long; weekdays short too): the locale's
 * calendar data, shown by date pickers and calendars, not messages of the app.
 */
export function intlCalendarWords(locale: string): string[] {
  const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1)));
  const days = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2026, 10, 1 + day)));
  const names = (dates: Date[], options: Intl.DateTimeFormatOptions) =>
    dates.map((date) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date),
    );
  return [
    ...names(months, { month: 'long' }),
    ...names(days, { weekday: 'long' }),
    ...names(days, { weekday: 'short' }),
  ];
}
