import { describe, expect, it } from 'vitest';
import {
  laneChoiceMessage,
  laneMoveNotApprovedMessage,
  laneNumbers,
  laneTakenMessage,
} from './booking-lane.ts';

describe('moving a booking to another lane', () => {
  it('offers the six lanes in order', () => {
    expect(laneNumbers).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses in the database’s words', () => {
    expect(laneMoveNotApprovedMessage('pending')).toBe(
      'Only approved bookings can be moved to another lane. This booking is pending.',
    );
    expect(laneChoiceMessage).toBe('Choose a lane from 1 to 6.');
    expect(laneTakenMessage(3, '18:00')).toBe('Lane 3 is taken at 18:00 by another booking.');
  });
});
