import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow, showingLine } from './pagination.ts';

describe('the desk pagination', () => {
  it('reads "Showing x-y of n bookings" with 10 per page', () => {
    expect(showingLine(1, 23)).toBe('Showing 1-10 of 23 bookings');
    expect(showingLine(3, 23)).toBe('Showing 21-23 of 23 bookings');
    expect(showingLine(1, 10)).toBe('Showing 1-10 of 10 bookings');
    expect(showingLine(1, 0)).toBe('Showing 0-0 of 0 bookings');
  });

  it('has at least one page, and a page per started ten', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });

  it('shows up to 5 page buttons, centred on the current page where it can', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 12)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });
});
