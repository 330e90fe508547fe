import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-check.ts';

const po = (...entries: Array<[string, string]>) =>
  entries.map(([id, text]) => `msgid "${id}"\nmsgstr "${text}"\n`).join('\n');

const extracted = po(['Book Now', ''], ['{price} per session', '']);

describe('the catalogue check', () => {
  it('passes a catalogue with every message translated and its placeholders kept', () => {
    const committed = po(['Book Now', 'احجز الآن'], ['{price} per session', '{price} للجلسة']);
    expect(catalogueProblems({ committed, extracted, isSource: false })).toEqual([]);
  });

  it('fails an Arabic message without a translation', () => {
    const committed = po(['Book Now', ''], ['{price} per session', '{price} للجلسة']);
    expect(catalogueProblems({ committed, extracted, isSource: false })).toEqual([
      'no translation: "Book Now"',
    ]);
  });

  it('fails a catalogue behind the source, and one holding a message the source dropped', () => {
    const committed = po(['Book Now', 'احجز الآن'], ['Book now!', 'احجز!']);
    expect(catalogueProblems({ committed, extracted, isSource: true })).toEqual([
      'not extracted yet: "{price} per session"',
      'no longer in the source: "Book now!"',
    ]);
  });

  it('fails a translation that loses or renames a placeholder, or does not compile', () => {
    const lost = po(['Book Now', 'احجز الآن'], ['{price} per session', '{amount} للجلسة']);
    expect(catalogueProblems({ committed: lost, extracted, isSource: false })).toEqual([
      'placeholders {amount} instead of {price}: "{amount} للجلسة"',
    ]);
    const broken = po(['Book Now', 'احجز الآن'], ['{price} per session', '{price للجلسة']);
    expect(catalogueProblems({ committed: broken, extracted, isSource: false })[0]).toMatch(
      /^does not compile/,
    );
  });

  it("reads a select's and a plural's forms as words, and their arguments as placeholders", () => {
    const source = 'Your {kind, select, birthday {party} other {booking}} for {people}';
    const selected = po([source, '']);
    const kept = po([source, '{kind, select, birthday {حفلتكم} other {حجزكم}} لـ{people}']);
    expect(catalogueProblems({ committed: kept, extracted: selected, isSource: false })).toEqual(
      [],
    );
    const lost = po([source, '{kind, select, birthday {حفلتكم} other {حجزكم}}']);
    expect(catalogueProblems({ committed: lost, extracted: selected, isSource: false })).toEqual([
      'placeholders {kind} instead of {kind, people}: "{kind, select, birthday {حفلتكم} other {حجزكم}}"',
    ]);
  });

  it('fails a number beside a noun without a plural, in English and in Arabic, naming the message', () => {
    const counted = po(['{count} points', '']);
    expect(catalogueProblems({ committed: counted, extracted: counted, isSource: true })).toEqual([
      'a number beside a noun without a plural ({count}): "{count} points"',
    ]);
    const arabic = po(['{count} points', '{count} نقطة']);
    expect(catalogueProblems({ committed: arabic, extracted: counted, isSource: false })).toEqual([
      'a number beside a noun without a plural ({count}): "{count} نقطة"',
    ]);
  });
});
