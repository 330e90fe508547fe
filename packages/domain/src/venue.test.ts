import { describe, expect, it } from 'vitest';
import {
  currency,
  deriveSlotStarts,
  laneCount,
  maxPeoplePerBooking,
  maxRoundsPerBooking,
  minutesSinceMidnight,
  openingHours,
  sessionMinutes,
  shownVenueAddress,
  slotStarts,
  timeOfDayFromMinutes,
  venue,
  venueAddress,
  venueTimeZone,
} from './venue.ts';

describe('slot starts', () => {
  it('are exactly the 11 starts the spec lists, from 15:00 to 22:30', () => {
    expect(slotStarts).toEqual([
      '15:00',
      '15:45',
      '16:30',
      '17:15',
      '18:00',
      '18:45',
      '19:30',
      '20:15',
      '21:00',
      '21:45',
      '22:30',
    ]);
  });

  it('include 22:30 although that session ends at 23:15, after closing: the spec lists it', () => {
    const lastStart = slotStarts.at(-1);
    expect(lastStart).toBe('22:30');
    expect(minutesSinceMidnight('22:30') + sessionMinutes).toBeGreaterThan(
      minutesSinceMidnight(openingHours.closesAt),
    );
  });

  it('stop before a start that would fall at or after closing', () => {
    expect(deriveSlotStarts({ opensAt: '15:00', closesAt: '16:30' }, 45)).toEqual([
      '15:00',
      '15:45',
    ]);
    expect(deriveSlotStarts({ opensAt: '15:00', closesAt: '16:31' }, 45)).toEqual([
      '15:00',
      '15:45',
      '16:30',
    ]);
  });

  it('are empty when the venue closes at the time it opens', () => {
    expect(deriveSlotStarts({ opensAt: '15:00', closesAt: '15:00' }, 45)).toEqual([]);
  });

  it('refuse a slot length that is not a positive whole number of minutes', () => {
    expect(() => deriveSlotStarts(openingHours, 0)).toThrow(RangeError);
    expect(() => deriveSlotStarts(openingHours, 22.5)).toThrow(RangeError);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(slotStarts)).toBe(true);
    expect(Object.isFrozen(openingHours)).toBe(true);
  });
});

describe('times of day', () => {
  it('convert between "HH:mm" and minutes since midnight', () => {
    expect(minutesSinceMidnight('00:00')).toBe(0);
    expect(minutesSinceMidnight('15:45')).toBe(945);
    expect(minutesSinceMidnight('23:59')).toBe(1439);
    expect(timeOfDayFromMinutes(0)).toBe('00:00');
    expect(timeOfDayFromMinutes(945)).toBe('15:45');
    expect(timeOfDayFromMinutes(1439)).toBe('23:59');
  });

  it('refuse text that is not a 24-hour "HH:mm" time', () => {
    for (const text of ['3 PM', '15:0', '24:00', '15:60', '5:00', '']) {
      expect(() => minutesSinceMidnight(text)).toThrow(RangeError);
    }
  });

  it('refuse minutes outside one day', () => {
    expect(() => timeOfDayFromMinutes(-1)).toThrow(RangeError);
    expect(() => timeOfDayFromMinutes(1440)).toThrow(RangeError);
    expect(() => timeOfDayFromMinutes(1.5)).toThrow(RangeError);
  });
});

describe('the venue object', () => {
  it('carries the same facts as the constants the rules read', () => {
    expect(venue).toMatchObject({
      timeZone: venueTimeZone,
      openingHours,
      slotStarts,
      sessionMinutes,
      laneCount,
      maxPeoplePerBooking,
      maxRoundsPerBooking,
      currency,
    });
  });

  it('writes the address on one line, ending with its city and country, and in Arabic in the same order', () => {
    const { city, country, oneLine } = venue.address;
    expect(oneLine.en).toBe(`14 Al-Irsal Street, Al-Masyoun, ${city}, ${country}`);
    expect(venueAddress('en')).toBe(oneLine.en);
    expect(venueAddress('ar')).toBe('14 شارع الإرسال، المصيون، رام الله، فلسطين');
    // Four parts, joined by the Arabic comma, as the English ones are by commas.
    expect(venueAddress('ar').split('، ')).toHaveLength(4);
  });

  it("shows the manager's address in the reader's language, else the other marked, else the code's", () => {
    const stored = { en: '2 Main Street, Ramallah', ar: '2 الشارع الرئيسي، رام الله' };
    expect(shownVenueAddress(stored, 'ar')).toEqual({
      text: '2 الشارع الرئيسي، رام الله',
      lang: 'ar',
      isFallback: false,
    });
    expect(shownVenueAddress({ en: '2 Main Street, Ramallah' }, 'ar')).toEqual({
      text: '2 Main Street, Ramallah',
      lang: 'en',
      isFallback: true,
    });
    for (const unknown of [null, undefined, {}, { en: '  ' }]) {
      expect(shownVenueAddress(unknown, 'ar')).toEqual({
        text: venueAddress('ar'),
        lang: 'ar',
        isFallback: false,
      });
    }
  });

  it('gives a phone number to read and the same number with only "+" and digits for tel: links', () => {
    expect(venue.phone.display.replace(/\s/g, '')).toBe(venue.phone.tel);
    expect(venue.phone.tel).toMatch(/^\+\d+$/);
  });

  it('links to Instagram, Facebook and TikTok over https on their own domains', () => {
    expect(venue.socialLinks.map((link) => link.network)).toEqual([
      'instagram',
      'facebook',
      'tiktok',
    ]);
    for (const link of venue.socialLinks) {
      expect(link.url).toMatch(new RegExp(`^https://www\\.${link.network}\\.com/@?strikezone`));
    }
  });

  it('cannot be changed by a caller, not even in its nested parts', () => {
    expect(Object.isFrozen(venue)).toBe(true);
    expect(Object.isFrozen(venue.address)).toBe(true);
    expect(Object.isFrozen(venue.address.oneLine)).toBe(true);
    expect(Object.isFrozen(venue.phone)).toBe(true);
    expect(Object.isFrozen(venue.socialLinks)).toBe(true);
    expect(venue.socialLinks.every((link) => Object.isFrozen(link))).toBe(true);
  });
});
