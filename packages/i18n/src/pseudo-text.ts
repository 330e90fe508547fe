/**
 * A pseudo-locale: every message of a compiled catalogue with each Latin letter replaced by an
 * accented one ("Book Now" → "Ƀóóķ Ñóŵ"), placeholders, plural forms and tags kept. Rendered in
 * place of English, a screen whose every word went through the catalogue shows no plain Latin
 * letter: one that does names a text written past the catalogue. English stays readable, so a
 * failure is easy to place. (A third language costs what this one does: a catalogue.) No DOM
 * here: the edge functions' tests (Deno) render the e-mails with it too.
 */
import type { Messages } from '@lingui/core';

const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const accented = 'áƀçđéƒĝĥíĵķĺɱñóƥɋŕšţúṽŵẋýžÁɃÇĐÉƑĜĤÍĴĶĹṀÑÓƤɊŔŠŢÚṼŴẊÝŽ';
const accentOf = new Map([...plain].map((letter, index) => [letter, [...accented][index] ?? '']));

/** Text with every Latin letter accented. */
export function pseudoText(text: string): string {
  return [...text].map((character) => accentOf.get(character) ?? character).join('');
}

/** True for a plain Latin letter: what the pseudo-locale never shows. */
export const plainLatin = /[A-Za-z]/;

type Compiled = string | readonly CompiledToken[];
type CompiledToken = string | readonly [string, ...unknown[]];

const choiceTypes = new Set(['plural', 'select', 'selectordinal']);

function pseudoCompiled(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message);
  return message.map((token): CompiledToken => {
    if (typeof token === 'string') return pseudoText(token);
    const [name, type, options, ...rest] = token;
    if (
      typeof type === 'string' &&
      choiceTypes.has(type) &&
      options &&
      typeof options === 'object'
    ) {
      const forms = Object.fromEntries(
        Object.entries(options as Record<string, Compiled>).map(([form, text]) => [
          form,
          typeof text === 'string' || Array.isArray(text) ? pseudoCompiled(text) : text,
        ]),
      );
      return [name, type, forms, ...rest];
    }
    // A placeholder, a number or a tag's name: kept as it is.
    return token;
  });
}

/** A compiled catalogue in the pseudo-locale. */
export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, pseudoCompiled(message as Compiled)]),
  ) as Messages;
}
