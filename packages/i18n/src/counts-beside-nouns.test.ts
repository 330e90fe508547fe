import { describe, expect, it } from 'vitest';
import { countsBesideNounsWithoutPlural, placeholderExpressions } from './counts-beside-nouns.ts';

const check = (source: string, text = source, comments: string[] = []) =>
  countsBesideNounsWithoutPlural({ source, text, expressions: placeholderExpressions(comments) });

describe('a number beside a noun needs a plural', () => {
  it('fails an English count placed before its noun, whatever the placeholder is called', () => {
    expect(check('{count} points')).toEqual(['count']);
    expect(
      check('{0} min', '{0} min', ['placeholder {0}: formatDecimal(averageMinutes, locale)']),
    ).toEqual([]);
    expect(check('Spend {spend} → {get} points')).toEqual(['get']);
    expect(check('<0>{points}</0> points')).toEqual(['points']);
    expect(check('{min}-{max} people')).toEqual(['max']);
  });

  it('fails a positional English count, "{0} guests"', () => {
    expect(check('{0} guests', '{0} guests', ['placeholder {0}: state.people'])).toEqual(['0']);
  });

  it('passes the same English messages written with a plural', () => {
    expect(check('{count, plural, one {# point} other {# points}}')).toEqual([]);
    expect(check('{min}-{max, plural, one {# person} other {# people}}')).toEqual([]);
  });

  it('passes English placeholders that are no count, or a count beside no noun', () => {
    expect(check('Lane {lane}')).toEqual([]);
    expect(check('Choose {title}')).toEqual([]);
    expect(check('Lane {lane}/{lanes} assigned for {date}')).toEqual([]);
    expect(check('Images ({count})')).toEqual([]);
    expect(check('People: {people}')).toEqual([]);
  });

  it('fails an Arabic count beside a noun, read from its name or from the English noun', () => {
    expect(check('{count} points', '{count} نقطة')).toEqual(['count']);
    expect(check('Spend {spend} → {get} points', 'أنفق {spend} ← {get} نقطة')).toEqual(['get']);
    expect(
      check('Each session lasts {sessionMinutes} minutes.', 'مدة الجلسة {sessionMinutes} دقيقة.'),
    ).toEqual(['sessionMinutes']);
    expect(check('{0} min', '{0} دقيقة', ['placeholder {0}: booking.duration'])).toEqual(['0']);
  });

  it('passes an Arabic count with a plural of every form', () => {
    expect(
      check(
        '{count} points',
        '{count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}}',
      ),
    ).toEqual([]);
  });

  it('passes an Arabic count after a colon, in brackets, before a preposition or a joined "و"', () => {
    expect(check('People: {people}', 'الأشخاص: {people}')).toEqual([]);
    expect(check('Images ({count})', 'الصور ({count})')).toEqual([]);
    expect(check('{min} to {max}', 'من {min} إلى {max}')).toEqual([]);
    expect(check('between {ratingMin} and {ratingMax}', 'بين {ratingMin} و{ratingMax}')).toEqual(
      [],
    );
  });

  it('passes an Arabic name or formatted text beside a word', () => {
    expect(check('{title} is ready', '{title} جاهزة')).toEqual([]);
    expect(
      check('{0} min', '{0} دقيقة', ['placeholder {0}: formatDecimal(averageMinutes, locale)']),
    ).toEqual([]);
  });
});
