import { birthdayPackageFormSchema } from '@venue/domain/forms/birthday-package-form';
import { fieldErrors } from '@venue/domain/forms/field-errors';
import { mediaNameFormSchema } from '@venue/domain/forms/media-name-form';
import { limits } from '@venue/domain/limits';
import { locales } from '@venue/domain/locales';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSql, service } from './support.ts';

// The forms of the birthday packages and of the zone pictures' names refuse what the database
// refuses (decision 023): each value is given to both, in the shape the database keeps (only the
// languages written), and both must agree. What only the database sees (unknown locales, values of
// another type, untrimmed text) is refused there too.

afterAll(closeSql);

type Row = Record<string, unknown>;

/** Whether the table takes `row`; a taken row is deleted again. Other errors than a check fail. */
async function databaseTakes(table: 'birthday_packages' | 'zone_media', row: Row) {
  const { data, error } = await service()
    .from(table)
    .insert(row as never)
    .select('id');
  if (error && error.code !== '23514' && error.code !== '23502') throw error;
  const ids = (data ?? []).map((taken: { id: string }) => taken.id);
  if (ids.length > 0) await service().from(table).delete().in('id', ids);
  return error === null;
}

describe("a package's title and items, in the form and in the database", () => {
  const agree = async (title: Row, items: Row) => {
    const formTakes =
      Object.keys(fieldErrors(birthdayPackageFormSchema, { title, items, price: 10, maxPeople: 5 }))
        .length === 0;
    const takes = await databaseTakes('birthday_packages', {
      title,
      items,
      price: 10,
      max_people: 5,
    });
    expect(takes, JSON.stringify({ title, items })).toBe(formTakes);
    return takes;
  };
  const many = (count: number, text = 'VR') => Array.from({ length: count }, () => text);

  it.each(locales)('a title of %s takes 100 characters, items 20 of 200 characters', async (l) => {
    const maxTitle = 'x'.repeat(limits.packageTitleMaxLength);
    const maxItem = 'x'.repeat(limits.packageItemMaxLength);
    expect(await agree({ [l]: maxTitle }, { [l]: [maxItem, ...many(19)] })).toBe(true);
    expect(await agree({ [l]: `${maxTitle}x` }, {})).toBe(false);
    expect(await agree({ [l]: 'Spark' }, { [l]: many(21) })).toBe(false);
    expect(await agree({ [l]: 'Spark' }, { [l]: [`${maxItem}x`] })).toBe(false);
    expect(await agree({ [l]: 'Spark\u200b' }, {})).toBe(false);
    expect(await agree({ [l]: 'Spark' }, { [l]: ['Cake\u2066'] })).toBe(false);
  });

  it('needs a title in some language, and items in all of its languages or in none', async () => {
    const arabicItems = ['جلسة واقع افتراضي واحدة'];
    expect(await agree({}, {})).toBe(false);
    expect(await agree({ ar: 'Spark' }, {})).toBe(true);
    expect(await agree({ en: 'Spark', ar: 'Spark' }, {})).toBe(true);
    expect(await agree({ ar: 'Spark' }, { ar: arabicItems })).toBe(true);
    expect(
      await agree({ en: 'Spark', ar: 'Spark' }, { en: ['1 VR session'], ar: arabicItems }),
    ).toBe(true);
    expect(await agree({ en: 'Spark' }, { ar: arabicItems })).toBe(false);
    expect(await agree({ en: 'Spark', ar: 'Spark' }, { en: ['1 VR session'] })).toBe(false);
    expect(await agree({}, { ar: arabicItems })).toBe(false);
  });

  it('the database alone refuses unknown locales, other types, empty lists and untrimmed text', async () => {
    const row = (title: unknown, items: unknown) => ({ title, items, price: 10, max_people: 5 });
    for (const [title, items] of [
      [{ fr: 'Étincelle' }, {}],
      [{ en: 'Spark' }, { en: ['VR'], fr: ['RV'] }],
      ['Spark', {}],
      [{ en: 'Spark' }, ['VR']],
      [{ en: 'Spark' }, { en: 'VR' }],
      [{ en: 'Spark' }, { en: [] }],
      [{ en: 'Spark' }, { en: [3] }],
      [{ en: ' Spark ' }, {}],
      [{ en: 'Spark' }, { en: [' VR'] }],
    ]) {
      expect(
        await databaseTakes('birthday_packages', row(title, items)),
        JSON.stringify({ title, items }),
      ).toBe(false);
    }
  });
});

describe("a zone picture's name, in the form and in the database", () => {
  const agree = async (name: Row) => {
    const formTakes = Object.keys(fieldErrors(mediaNameFormSchema, { name })).length === 0;
    const takes = await databaseTakes('zone_media', {
      zone: 'cafe',
      kind: 'image',
      url: 'https://cdn.example/name.jpg',
      name,
    });
    expect(takes, JSON.stringify(name)).toBe(formTakes);
    return takes;
  };

  it.each(locales)('in %s takes 200 characters, not one more, and no hidden ones', async (l) => {
    expect(await agree({ [l]: 'x'.repeat(limits.zoneMediaNameMaxLength) })).toBe(true);
    expect(await agree({ [l]: 'x'.repeat(limits.zoneMediaNameMaxLength + 1) })).toBe(false);
    expect(await agree({ [l]: 'Six\u2028lanes' })).toBe(false);
  });

  it('may be in one language, both, or none; the database alone refuses other shapes', async () => {
    expect(await agree({})).toBe(true);
    expect(await agree({ ar: 'ستة مسارات' })).toBe(true);
    expect(await agree({ en: 'Six lanes', ar: 'ستة مسارات' })).toBe(true);
    const media = { zone: 'cafe', kind: 'image', url: 'https://cdn.example/name.jpg' };
    for (const name of [null, 'Six lanes', { en: '' }, { en: ' Six lanes' }, { fr: 'Six' }]) {
      expect(await databaseTakes('zone_media', { ...media, name }), JSON.stringify(name)).toBe(
        false,
      );
    }
  });
});
