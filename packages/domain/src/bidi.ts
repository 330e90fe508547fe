/**
 * Text people typed (a name, a title, a question), set inside one of the product's own sentences
 * where no element can isolate it (a confirmation's question, a toast): wrapped in Unicode's
 * first-strong isolate (U+2068) and pop directional isolate (U+2069), so an Arabic name keeps its
 * own order and does not reorder the English around it. In markup, use dir="auto" or <bdi>.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
