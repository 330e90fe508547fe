/**
 * Noto Sans Arabic on Arabic pages, without costing the first paint. A first visit paints with
 * the device's Arabic font (or DejaVu Sans scaled to Noto's widths): requesting 100 KB of font
 * before the first paint would delay it on a phone by half a second. Once that page is live, the
 * font's two weights download into the browser's cache, and from the next page on (a head script
 * sets `data-arabic-font` on <html> before paint) the pages use it from their first paint.
 */

/** Where this browser keeps that it holds the font. */
export const arabicFontKey = 'venue.arabicFont';

/** The attribute on <html> that switches Arabic text to Noto Sans Arabic (styles/arabic.css). */
export const arabicFontAttribute = 'data-arabic-font';

/** The classic script for a prerendered page's head: the font, when this browser holds it. */
export function arabicFontScript(): string {
  return `try{localStorage.getItem(${JSON.stringify(arabicFontKey)})&&document.documentElement.setAttribute(${JSON.stringify(arabicFontAttribute)},"")}catch(e){}`;
}

/** Downloads the font's two weights once the page is live, and remembers it for the next pages. */
export function warmArabicFont(): void {
  // A browser without the font loading API (or that has the font already) keeps what it shows.
  if (!document.fonts || document.documentElement.hasAttribute(arabicFontAttribute)) return;
  const weights = ['400', '700'];
  Promise.all(weights.map((weight) => document.fonts.load(`${weight} 1em "Noto Sans Arabic"`, 'ع')))
    .then((loaded) => {
      if (loaded.every((faces) => faces.length > 0)) localStorage.setItem(arabicFontKey, '1');
    })
    .catch(() => {
      // Offline or storage refused: the next page keeps the device's font.
    });
}
