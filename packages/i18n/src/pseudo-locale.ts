/**
 * The pseudo-locale (pseudo-text.ts) and what reads a rendered page's texts for it.
 */
export { plainLatin, pseudoMessages, pseudoText } from './pseudo-text.ts';

/** The attributes a person hears or reads beside an element's text. */
const readableAttributes = ['aria-label', 'aria-roledescription', 'placeholder', 'title', 'alt'];

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
    for (const name of readableAttributes) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}
