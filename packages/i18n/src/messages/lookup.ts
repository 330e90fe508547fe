import type { I18n, MessageDescriptor } from '@lingui/core';
import { sourceLocale } from '../locales.ts';

/**
 * A message whose values come from the data (a lane, a package's group size): the named groups
 * the pattern catches fill the message's placeholders.
 */
export interface MessagePattern {
  readonly pattern: RegExp;
  readonly message: (parts: Readonly<Record<string, string>>) => MessageDescriptor;
}

/**
 * The English words packages/domain, the database or the data layer write, each beside its
 * message for the catalogue. English stays the source of truth (the mirror test compares the
 * domain's words with the database's); a screen translates where it shows them.
 */
export interface MessageTable {
  readonly fixed: ReadonlyArray<readonly [english: string, message: MessageDescriptor]>;
  readonly patterns?: readonly MessagePattern[];
}

export interface MessageLookup {
  /** Every English text the tables list word for word, with its message. */
  readonly fixed: ReadonlyMap<string, MessageDescriptor>;
  /** The message for an English text, listed or caught by a pattern; undefined when unknown. */
  messageOf(english: string): MessageDescriptor | undefined;
  /**
   * The English text in the active language. English, and a text no table knows (a network
   * failure's own words), are shown as they came: still readable.
   */
  translate(i18n: I18n, english: string): string;
}

/** One lookup over an app's tables; a later table's entry wins over an earlier one's. */
export function messageLookup(...tables: readonly MessageTable[]): MessageLookup {
  const fixed = new Map(tables.flatMap((table) => table.fixed));
  const patterns = tables.flatMap((table) => table.patterns ?? []);
  const messageOf = (english: string) => {
    const listed = fixed.get(english);
    if (listed) return listed;
    for (const { pattern, message } of patterns) {
      const parts = pattern.exec(english)?.groups;
      if (parts) return message(parts);
    }
    return undefined;
  };
  return {
    fixed,
    messageOf,
    translate(i18n, english) {
      if (i18n.locale === sourceLocale) return english;
      const message = messageOf(english);
      return message ? i18n._(message) : english;
    },
  };
}
