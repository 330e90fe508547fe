import { describe, expect, it } from 'vitest';
import { englishErrors } from './english-errors.test-support.ts';
import { emptyMediaNameForm, mediaNameFormSchema, mediaNameFromFile } from './media-name-form.ts';

describe("a zone picture's name in English, Arabic or both", () => {
  it('keeps the languages written, trimmed; nothing written is no name', () => {
    expect(mediaNameFormSchema.parse({ name: { en: ' Six lanes ', ar: 'ستة مسارات ' } })).toEqual({
      name: { en: 'Six lanes', ar: 'ستة مسارات' },
    });
    expect(mediaNameFormSchema.parse({ name: { en: '', ar: 'ستة مسارات' } })).toEqual({
      name: { ar: 'ستة مسارات' },
    });
    expect(mediaNameFormSchema.parse(emptyMediaNameForm())).toEqual({ name: {} });
    expect(mediaNameFormSchema.parse({ name: { en: '  ', ar: '' } })).toEqual({ name: {} });
  });

  it('takes 200 characters in each language, not one more, and no hidden characters', () => {
    expect(englishErrors(mediaNameFormSchema, { name: { ar: 'م'.repeat(200) } })).toEqual({});
    expect(englishErrors(mediaNameFormSchema, { name: { ar: 'م'.repeat(201) } })).toEqual({
      'name.ar': 'Name must be at most 200 characters',
    });
    expect(englishErrors(mediaNameFormSchema, { name: { en: 'Lanes\u200b' } })).toEqual({
      'name.en': 'Please remove hidden formatting characters',
    });
  });

  it('an upload starts with its file name as English, cleaned and cut to the limit', () => {
    expect(mediaNameFromFile(' cafe-corner.png ')).toEqual({ en: 'cafe-corner.png' });
    expect(mediaNameFromFile('lanes\u200b\ufeff.jpg')).toEqual({ en: 'lanes.jpg' });
    expect(mediaNameFromFile(`${'a'.repeat(250)}.jpg`)).toEqual({ en: 'a'.repeat(200) });
    expect(mediaNameFromFile('\u200b ')).toEqual({});
  });
});
