/**
 * Names refuse every character that shows as nothing or breaks the line, in the forms and in the
 * database alike: packages/domain's isPlainLine and SQL's private.is_plain_line give each input
 * the same verdict, and the database refuses such a name from any writer, writing nothing.
 */
import { nameHiddenCharactersMessage as nameHiddenCharactersMessageRefusal } from '@venue/domain/forms/fields';
import { hiddenTextCharacters, isPlainLine } from '@venue/domain/limits';
import { englishOfMessage } from '@venue/domain/refusal-english';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bookableDaysOf,
  closeSql,
  randomEmail,
  randomPhone,
  service,
  sql,
  visitor,
} from './support.ts';

// The forms' checks carry codes; the database words the same refusals in the registry's English.
const nameHiddenCharactersMessage = englishOfMessage(nameHiddenCharactersMessageRefusal);

afterAll(closeSql);

// Refusals only: they write nothing, so any bookable day serves.
const nextDay = bookableDaysOf(1, 70);

/** Names and what both copies of the rule say about them. */
const names: [label: string, name: string, isPlain: boolean][] = [
  ['a Latin name', 'Layla Haddad', true],
  ['a name with an apostrophe and a diaeresis', "Zoë O'Neil-Saleh", true],
  ['an Arabic name', 'ليلى حداد', true],
  ['an Arabic name with harakat and a tatweel', 'عَبْد الله الـحسن', true],
  ['a Persian name with a zero width non-joiner', 'محمد\u200Cرضا', false],
  ['a zero width joiner', 'Lay\u200Dla', false],
  ['a right-to-left mark', 'Layla\u200F', false],
  ['a line separator', 'Layla\u2028Haddad', false],
  ['a paragraph separator', 'Layla\u2029', false],
  ['a zero width space', 'Lay\u200Bla', false],
  ['a byte order mark', '\uFEFFLayla', false],
  ['a soft hyphen', 'Lay\u00ADla', false],
  ['an Arabic number sign', '\u0600Layla', false],
  ['a language tag', 'Layla\u{E0001}', false],
  ['a Hangul filler', 'Layla\u3164', false],
  ['a halfwidth Hangul filler', 'Layla\uFFA0', false],
  ['only a Hangul choseong filler', '\u115F', false],
  ['only a Hangul jungseong filler', '\u1160', false],
  ['only zero width spaces', '\u200B\u200B', false],
  ['only spaces', '   ', false],
  ['only no-break and ideographic spaces', '\u00A0\u3000', false],
];

/** Every control, format, separator and space character, the Hangul fillers, and their neighbours. */
function invisibleCharacters(): string[] {
  const invisible = /[\p{Cc}\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0]/u;
  const codes = new Set<number>();
  for (let code = 1; code <= 0x10ffff; code += 1) {
    if (!invisible.test(String.fromCodePoint(code))) continue;
    for (const near of [code - 1, code, code + 1]) {
      if (near > 0 && (near < 0xd800 || near > 0xdfff)) codes.add(near);
    }
  }
  return [...codes].map((code) => String.fromCodePoint(code));
}

async function sqlVerdicts(values: string[]) {
  return sql<{ value: string; line: boolean; text: boolean }>(
    `select v as value, private.is_plain_line(v) as line, private.is_plain_text(v) as text
     from unnest($1::text[]) as v`,
    [values],
  );
}

describe('a name shows as typed', () => {
  it.each(names)('%s: the domain and the database agree', async (_, name, isPlain) => {
    const [row] = await sqlVerdicts([name]);
    expect(isPlainLine(name)).toBe(isPlain);
    expect(row?.line).toBe(isPlain);
  });

  it('every invisible character, inside a name and alone, gets the same verdict from both', async () => {
    const values = invisibleCharacters().flatMap((character) => [`a${character}b`, character]);
    const rows = await sqlVerdicts(values);
    expect(rows).toHaveLength(values.length);
    for (const row of rows) {
      const code = `U+${row.value.codePointAt(row.value.length > 2 ? 1 : 0)?.toString(16)}`;
      expect(row.line, `name ${JSON.stringify(row.value)} (${code})`).toBe(isPlainLine(row.value));
      expect(row.text, `text ${JSON.stringify(row.value)} (${code})`).toBe(
        !hiddenTextCharacters.test(row.value),
      );
    }
  });
});

describe('the database refuses a name that hides something, and writes nothing', () => {
  it.each([
    ['a line separator', 'Layla\u2028Haddad'],
    ['a zero width space', 'Lay\u200Bla'],
    ['only Hangul fillers', '\u3164\u3164'],
    ['a byte order mark inside', 'Lay\uFEFFla'],
  ])('request_booking refuses a name with %s in the form words', async (_, name) => {
    const phone = randomPhone();
    const { error } = await visitor().rpc('request_booking', {
      name,
      phone,
      email: randomEmail(),
      people: 2,
      rounds: 1,
      date: nextDay(),
      time: '18:00',
    });
    expect(error).toMatchObject({
      code: 'VN010',
      details: 'name',
      message: nameHiddenCharactersMessage,
    });
    expect(await sql('select 1 from public.bookings where phone = $1', [phone])).toHaveLength(0);
  });

  it('feedback names and comments from any writer refuse them too', async () => {
    const marker = `Comment ${crypto.randomUUID()}`;
    const post = (name: string, comment: string) =>
      service().from('feedback').insert({ rating: 5, name, comment });
    expect((await post('Lina\u2029', marker)).error?.code).toBe('23514');
    expect((await post('\u200B', marker)).error?.code).toBe('23514');
    expect((await post('Lina', `${marker}\u200B`)).error?.code).toBe('23514');
    expect((await post('Lina', `${marker} \u2028 more`)).error?.code).toBe('23514');
    const written = await sql('select 1 from public.feedback where comment like $1', [
      `${marker}%`,
    ]);
    expect(written).toHaveLength(0);
  });
});
