// How the pieces of a booking e-mail are written into its two parts: the venue's own words,
// what a person typed (isolated in its own direction, unlinkable) and left-to-right values.
import type { LeftToRight, Piece, Typed } from './email-words.ts';

/**
 * Text a person typed (a name, notes, a reason). It may be Arabic inside an English sentence, so
 * it is shown in its own direction: isolated in a `<bdi>` in the HTML, and between FIRST STRONG
 * ISOLATE and POP DIRECTIONAL ISOLATE (U+2068, U+2069) in the plain text.
 */
export function typed(value: string): Typed {
  return { typed: value };
}

/**
 * What a visitor typed (their name, their notes), made impossible for a mail client to turn into a
 * link: the characters every address and domain needs (`.`, `:`, `/`, `@`) are swapped for ones that
 * look the same to a reader (ONE DOT LEADER, RATIO, DIVISION SLASH, FULLWIDTH COMMERCIAL AT), so a
 * "name" such as "Claim your refund at evil.example/r" reads as typed and links nowhere.
 */
export function unlinkable(value: string): string {
  return value.replace(/[.:/@]/g, (char) => linkCharacterLookalikes[char] ?? char);
}

const linkCharacterLookalikes: Record<string, string> = {
  '.': '\u2024',
  ':': '\u2236',
  '/': '\u2215',
  '@': '\uFF20',
};

// Bidirectional controls inside typed text would end or override the isolate around it.
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;

/** Typed text in the plain-text part: each line isolated (a line break ends an isolate). */
function isolateText(value: string): string {
  return value
    .replace(bidiControls, '')
    .split('\n')
    .map((line) => `\u2068${line}\u2069`)
    .join('\n');
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A piece in the plain-text part: a left-to-right value isolated only inside right-to-left text. */
export function textOf(pieces: readonly Piece[], dir: 'ltr' | 'rtl'): string {
  return pieces
    .map((piece) => {
      if (typeof piece === 'string') return piece;
      if ('ltr' in piece) return dir === 'rtl' ? `\u2066${piece.ltr}\u2069` : piece.ltr;
      return isolateText(piece.typed);
    })
    .join('');
}

/** Pieces in the HTML part: typed text and left-to-right values in their own `<bdi>`. */
export function htmlOf(pieces: readonly Piece[]): string {
  return pieces
    .map((piece) => {
      if (typeof piece === 'string') return escapeHtml(piece);
      if ('ltr' in piece) {
        const style = piece.isUnbroken ? ' style="white-space:nowrap"' : '';
        return `<bdi dir="ltr"${style}>${escapeHtml(piece.ltr)}</bdi>`;
      }
      return `<bdi dir="auto">${escapeHtml(piece.typed.replace(bidiControls, '')).replace(/\n/g, '<br>')}</bdi>`;
    })
    .join('');
}

// Characters no message holds, standing in for a typed name and a left-to-right value until the
// sentence is split around them.
export const nameMark = '\uE000';
export const valueMark = '\uE001';

/** A sentence around a typed name, as pieces: the name stays a piece of its own. */
export function aroundName(sentence: string, name: Piece): Piece[] {
  const [before = '', after = ''] = sentence.split(nameMark);
  return [before, name, after];
}

/**
 * A sentence around a typed name and a value (at `nameMark` and `valueMark`, in either order), as
 * pieces: each stays a piece of its own.
 */
export function aroundNameAndValue(sentence: string, name: Piece, value: Piece): Piece[] {
  return sentence
    .split(/([\uE000\uE001])/)
    .map((part) => (part === nameMark ? name : part === valueMark ? value : part));
}

/** A value that reads left to right whatever the language (a phone number, a reference). */
export function leftToRight(value: string): LeftToRight {
  return { ltr: value };
}

/** A left-to-right value inside a sentence, kept on one line in the HTML. */
export function unbrokenLeftToRight(value: string): LeftToRight {
  return { ltr: value, isUnbroken: true };
}
