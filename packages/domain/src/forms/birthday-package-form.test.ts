import { describe, expect, it } from 'vitest';
import {
  birthdayPackageFormSchema,
  emptyBirthdayPackageForm,
  packageItemsFrom,
} from './birthday-package-form.ts';
import { englishErrors } from './english-errors.test-support.ts';

const blaze = {
  title: { en: 'Blaze', ar: '' },
  price: '70',
  items: { en: ['1 VR session', '1.5 hours bowling'] },
  maxPeople: '25',
  duration: 90,
};

/** Blaze with its English items replaced. */
const withItems = (items: string | string[]) => ({ ...blaze, items: { en: items } });

describe('birthday package form', () => {
  it('numeric text becomes numbers: " 70.5 " is 70.5, "25" is 25', () => {
    expect(birthdayPackageFormSchema.parse({ ...blaze, price: ' 70.5 ' })).toEqual({
      title: { en: 'Blaze' },
      price: 70.5,
      items: { en: ['1 VR session', '1.5 hours bowling'] },
      minPeople: 1,
      maxPeople: 25,
      duration: 90,
    });
    expect(birthdayPackageFormSchema.parse({ ...blaze, price: 70, maxPeople: 25 })).toMatchObject({
      price: 70,
      maxPeople: 25,
    });
  });

  it('a package without a title or a price asks to fill all required fields', () => {
    expect(
      englishErrors(birthdayPackageFormSchema, {
        ...blaze,
        title: { en: ' ', ar: '' },
        items: {},
        price: '',
      }),
    ).toEqual({
      'title.en': 'Please fill all required fields',
      price: 'Please fill all required fields',
    });
    expect(englishErrors(birthdayPackageFormSchema, { ...blaze, price: null })).toEqual({
      price: 'Please fill all required fields',
    });
  });

  it('a price is 1 to 10000 ILS with at most 2 decimals', () => {
    expect(englishErrors(birthdayPackageFormSchema, { ...blaze, price: 1 })).toEqual({});
    expect(englishErrors(birthdayPackageFormSchema, { ...blaze, price: '10000' })).toEqual({});
    expect(englishErrors(birthdayPackageFormSchema, { ...blaze, price: 99.99 })).toEqual({});
    for (const price of [0.99, 10000.01, 'seventy', '-5']) {
      expect(englishErrors(birthdayPackageFormSchema, { ...blaze, price })).toEqual({
        price: 'Price must be between 1 and 10000 ILS',
      });
    }
    expect(englishErrors(birthdayPackageFormSchema, { ...blaze, price: '70.505' })).toEqual({
      price: 'Price can have at most 2 decimals',
    });
  });

  it('min people is a whole number from 1 to 200, one when blank', () => {
    expect(birthdayPackageFormSchema.parse({ ...blaze, minPeople: ' 11 ' })).toMatchObject({
      minPeople: 11,
    });
    expect(birthdayPackageFormSchema.parse({ ...blaze, minPeople: '' })).toMatchObject({
      minPeople: 1,
    });
    for (const minPeople of [0, 201, '12.5', 'ten']) {
      expect(englishErrors(birthdayPackageFormSchema, { ...blaze, minPeople })).toEqual({
        minPeople: 'Min people must be a whole number from 1 to 200',
      });
    }
  });

  it('min people may equal max people but not exceed it', () => {
    expect(englishErrors(birthdayPackageFormSchema, { ...blaze, minPeople: '25' })).toEqual({});
    expect(englishErrors(birthdayPackageFormSchema, { ...blaze, minPeople: '26' })).toEqual({
      minPeople: 'Min people cannot be more than max people',
    });
  });

  it('max people is a whole number from 1 to 200', () => {
    expect(englishErrors(birthdayPackageFormSchema, { ...blaze, maxPeople: 1 })).toEqual({});
    expect(englishErrors(birthdayPackageFormSchema, { ...blaze, maxPeople: '200' })).toEqual({});
    for (const maxPeople of [0, 201, '12.5', '', undefined]) {
      expect(englishErrors(birthdayPackageFormSchema, { ...blaze, maxPeople })).toEqual({
        maxPeople: 'Max people must be a whole number from 1 to 200',
      });
    }
  });

  it('a duration is whole minutes from 45 to 480; blank or missing is 45', () => {
    const { duration: _, ...withoutDuration } = blaze;
    expect(birthdayPackageFormSchema.parse(withoutDuration).duration).toBe(45);
    expect(birthdayPackageFormSchema.parse({ ...blaze, duration: '' }).duration).toBe(45);
    expect(birthdayPackageFormSchema.parse({ ...blaze, duration: '480' }).duration).toBe(480);
    for (const duration of [44, 481, 60.5]) {
      expect(englishErrors(birthdayPackageFormSchema, { ...blaze, duration })).toEqual({
        duration: 'Duration must be whole minutes from 45 to 480',
      });
    }
  });

  it('items may be missing (none), a list, or text with one item per line', () => {
    const { items: _, ...withoutItems } = blaze;
    expect(birthdayPackageFormSchema.parse(withoutItems).items).toEqual({});
    expect(birthdayPackageFormSchema.parse({ ...blaze, items: { en: '', ar: ' ' } }).items).toEqual(
      {},
    );
    expect(
      birthdayPackageFormSchema.parse(withItems('2 VR sessions\r\n 1.5 hours bowling \n\n')).items,
    ).toEqual({ en: ['2 VR sessions', '1.5 hours bowling'] });
    expect(birthdayPackageFormSchema.parse(withItems([' Cake ', '', '  '])).items).toEqual({
      en: ['Cake'],
    });
  });

  it('a package lists at most 20 items of at most 200 characters each, in each language', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `Item ${index + 1}`);
    expect(englishErrors(birthdayPackageFormSchema, withItems(twenty))).toEqual({});
    expect(englishErrors(birthdayPackageFormSchema, withItems([...twenty, 'One more']))).toEqual({
      'items.en': 'A package can list at most 20 items',
    });
    expect(englishErrors(birthdayPackageFormSchema, withItems(['ok', 'a'.repeat(201)]))).toEqual({
      'items.en.1': 'Each item must be at most 200 characters',
    });
    expect(englishErrors(birthdayPackageFormSchema, withItems(['a'.repeat(200)]))).toEqual({});
    const arabic = { title: { ar: 'بليز' }, items: { ar: [...twenty, 'عنصر آخر'] } };
    expect(englishErrors(birthdayPackageFormSchema, { ...blaze, ...arabic })).toEqual({
      'items.ar': 'A package can list at most 20 items',
    });
  });

  it('a title of at most 100 characters and items without hidden characters', () => {
    expect(
      englishErrors(birthdayPackageFormSchema, { ...blaze, title: { en: 'B'.repeat(101) } }),
    ).toEqual({ 'title.en': 'Title must be at most 100 characters' });
    expect(englishErrors(birthdayPackageFormSchema, withItems(['Cake\u200b']))).toEqual({
      'items.en.0': 'Please remove hidden formatting characters',
    });
    expect(
      englishErrors(birthdayPackageFormSchema, { ...blaze, title: { en: 'Bla\u202eze' } }),
    ).toEqual({ 'title.en': 'Please remove hidden formatting characters' });
  });

  it('splits item text at line breaks only: "Cake, candles" is one item, commas and all', () => {
    expect(packageItemsFrom('Cake, candles\n1 VR session')).toEqual([
      'Cake, candles',
      '1 VR session',
    ]);
    expect(birthdayPackageFormSchema.parse(withItems('Cake, candles, balloons')).items).toEqual({
      en: ['Cake, candles, balloons'],
    });
  });
});

describe('a package in English, Arabic or both', () => {
  const arabicItems = ['جلسة واقع افتراضي واحدة', 'ساعة ونصف من البولينغ'];

  it('keeps only the languages written, trimmed', () => {
    expect(
      birthdayPackageFormSchema.parse({
        ...blaze,
        title: { en: ' Blaze ', ar: ' Blaze ' },
        items: { en: blaze.items.en, ar: arabicItems.join('\n') },
      }),
    ).toMatchObject({
      title: { en: 'Blaze', ar: 'Blaze' },
      items: { en: blaze.items.en, ar: arabicItems },
    });
    expect(
      birthdayPackageFormSchema.parse({
        ...blaze,
        title: { en: '', ar: 'بليز' },
        items: { en: '', ar: arabicItems },
      }),
    ).toMatchObject({ title: { ar: 'بليز' }, items: { ar: arabicItems } });
    // A title alone, in either language, lists nothing.
    expect(
      birthdayPackageFormSchema.parse({ ...blaze, title: { ar: 'بليز' }, items: {} }),
    ).toMatchObject({ title: { ar: 'بليز' }, items: {} });
  });

  it('refuses a package with neither language: the title is asked for in the first', () => {
    expect(
      englishErrors(birthdayPackageFormSchema, { ...emptyBirthdayPackageForm(), price: '70' }),
    ).toEqual({
      'title.en': 'Please fill all required fields',
      maxPeople: 'Max people must be a whole number from 1 to 200',
    });
  });

  it('refuses a language half written: items without their title, or a title without its items', () => {
    expect(
      englishErrors(birthdayPackageFormSchema, {
        ...blaze,
        items: { en: blaze.items.en, ar: arabicItems },
      }),
    ).toEqual({ 'title.ar': 'Please fill all required fields' });
    expect(
      englishErrors(birthdayPackageFormSchema, { ...blaze, title: { en: 'Blaze', ar: 'بليز' } }),
    ).toEqual({ 'items.ar': 'Please list the items in this language too' });
    expect(
      englishErrors(birthdayPackageFormSchema, {
        ...blaze,
        title: { en: '', ar: '' },
        items: { ar: arabicItems },
      }),
    ).toEqual({ 'title.ar': 'Please fill all required fields' });
  });
});
