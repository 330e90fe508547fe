import { describe, expect, it } from 'vitest';
import { differingTranslations } from './one-translation.ts';

const po = (...entries: Array<[string, string, string?]>) =>
  entries
    .map(
      ([id, text, context]) =>
        `${context ? `msgctxt "${context}"\n` : ''}msgid "${id}"\nmsgstr "${text}"\n`,
    )
    .join('\n');

const site = (...entries: Array<[string, string, string?]>) => ({
  name: 'apps/site/src/locales/ar.po',
  text: po(...entries),
});
const backoffice = (...entries: Array<[string, string, string?]>) => ({
  name: 'apps/backoffice/src/locales/ar.po',
  text: po(...entries),
});

describe('one translation per message across the apps', () => {
  it('passes the same English translated the same way in both apps, and messages only one app has', () => {
    expect(
      differingTranslations([
        site(['Approved', 'مقبول'], ['Book Now', 'احجزوا الآن']),
        backoffice(['Approved', 'مقبول'], ['Approve & Email', 'قبول وإرسال بريد']),
      ]),
    ).toEqual([]);
  });

  it('fails the same English translated two ways, naming the message, both translations and their catalogues', () => {
    expect(
      differingTranslations([site(['Approved', 'مؤكَّد']), backoffice(['Approved', 'مقبولة'])]),
    ).toEqual([
      '"Approved" is translated two ways: "مؤكَّد" in apps/site/src/locales/ar.po, "مقبولة" in apps/backoffice/src/locales/ar.po',
    ]);
  });

  it('fails a difference of one letter or one mark: يرجى and يُرجى are two translations', () => {
    expect(
      differingTranslations([
        site(['Please choose a date', 'يرجى اختيار التاريخ']),
        backoffice(['Please choose a date', 'يُرجى اختيار التاريخ']),
      ]),
    ).toHaveLength(1);
  });

  it('tells messages apart by their context: the same English in two contexts may differ, in one context may not', () => {
    expect(
      differingTranslations([
        site(['Open', 'مفتوح', 'opening hours']),
        backoffice(['Open', 'افتح', 'button'], ['Open', 'مفتوح', 'opening hours']),
      ]),
    ).toEqual([]);
    expect(
      differingTranslations([
        site(['Open', 'مفتوح', 'opening hours']),
        backoffice(['Open', 'مفتوحة', 'opening hours']),
      ]),
    ).toEqual([
      '"Open" (context "opening hours") is translated two ways: "مفتوح" in apps/site/src/locales/ar.po, "مفتوحة" in apps/backoffice/src/locales/ar.po',
    ]);
  });

  it('leaves a message without a translation to the catalogue check, which reports it once', () => {
    expect(
      differingTranslations([site(['Approved', '']), backoffice(['Approved', 'مقبول'])]),
    ).toEqual([]);
  });
});
