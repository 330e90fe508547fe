import { expect, it } from 'vitest';
import { englishErrors } from './english-errors.test-support.ts';
import { emptyBlockForm, vrStationBlockFormSchema } from './schedule-closure-forms.ts';
import { vrSettingsFormSchema } from './schedule-forms.ts';

// The VR zone's forms on the hours page (decision 034): its settings within the table's checks,
// and a station block as a lane block, with the VR refusals.

it('VR settings typed in Arabic-Indic digits leave as numbers', () => {
  expect(vrSettingsFormSchema.parse({ stationCount: '٦', sessionMinutes: '٣٠' })).toEqual({
    stationCount: 6,
    sessionMinutes: 30,
  });
});

it('VR settings outside the checks are refused by their codes', () => {
  expect(englishErrors(vrSettingsFormSchema, { stationCount: '25', sessionMinutes: '22' })).toEqual(
    {
      stationCount: 'VR stations: from 1 to 24.',
      sessionMinutes: 'VR session length: from 5 to 120, in steps of 5 (minutes).',
    },
  );
  expect(englishErrors(vrSettingsFormSchema, { stationCount: '', sessionMinutes: '125' })).toEqual({
    stationCount: 'VR stations: from 1 to 24.',
    sessionMinutes: 'VR session length: from 5 to 120, in steps of 5 (minutes).',
  });
});

it('a VR station block needs a station and an end after its start, past midnight included', () => {
  const block = {
    ...emptyBlockForm('2026-12-01'),
    startTime: '22:00',
    endTime: '01:00',
    reason: { en: 'Broken headset', ar: '' },
  };
  expect(vrStationBlockFormSchema.parse({ ...block, units: ['3', '1'] })).toMatchObject({
    units: [1, 3],
    endTime: '01:00',
  });
  expect(englishErrors(vrStationBlockFormSchema, block)).toEqual({
    units: 'Choose at least one VR station.',
  });
  expect(
    englishErrors(vrStationBlockFormSchema, { ...block, units: ['2'], endTime: '21:00' }),
  ).toEqual({ endTime: 'A VR station block must end after it starts, and within a year.' });
});
