import {
  pastClosingMessage,
  timeRequiredMessage,
  vrAgeMessage,
} from '@venue/domain/forms/booking-form';
import { vrSessionsOfHours } from '@venue/domain/vr';
import { describe, expect, it } from 'vitest';
import {
  initialVrWalkIn,
  type VrWalkInValues,
  vrWalkInBooking,
  vrWalkInProblems,
} from './vr-walk-in-model.ts';

const day = '2046-05-10';
const grid = vrSessionsOfHours({ opensAt: '15:00', closesAt: '23:00' }, 20);
const walkIn: VrWalkInValues = {
  ...initialVrWalkIn('19:40'),
  name: '  Rami Walker ',
  phone: '059 123 4567',
  players: 3,
  sessions: 2,
  ageConfirmed: true,
};

describe('a VR walk-in', () => {
  it('starts at the session chosen on the board, one player for one session, ages not yet asked', () => {
    expect(initialVrWalkIn('17:20')).toEqual({
      name: '',
      phone: '',
      players: 1,
      sessions: 1,
      start: '17:20',
      ageConfirmed: false,
    });
  });

  it('is sent as a VR booking at the counter, approved at once, with the ages confirmed', () => {
    expect(vrWalkInProblems(walkIn, day, 4, grid, 20)).toEqual({});
    expect(vrWalkInBooking(walkIn, day, 4, 'ar')).toEqual({
      type: 'vr',
      name: 'Rami Walker',
      phone: '+970591234567',
      people: 3,
      rounds: 2,
      date: day,
      time: '19:40',
      source: 'walk_in',
      approve: true,
      locale: 'ar',
      ageConfirmed: true,
    });
  });

  it('keeps each problem on its field: the ages, more players than stations, too many sessions', () => {
    const problems = vrWalkInProblems(
      { ...walkIn, name: '', players: 5, sessions: 4, ageConfirmed: false },
      day,
      4,
      grid,
      20,
    );
    expect(Object.keys(problems).sort()).toEqual(['ageConfirmed', 'name', 'players', 'sessions']);
    expect(problems.ageConfirmed).toBe(vrAgeMessage);
  });

  it('refuses sessions past closing and a start the day does not offer', () => {
    expect(vrWalkInProblems({ ...walkIn, start: '22:40' }, day, 4, grid, 20)).toEqual({
      start: pastClosingMessage,
    });
    expect(vrWalkInProblems({ ...walkIn, start: '19:50' }, day, 4, grid, 20)).toEqual({
      start: timeRequiredMessage,
    });
  });
});
