// The manager's reminder hours as the settings page reads and writes them: staff read them, only
// the manager changes them, within 1 to 168 hours and the second closer to the visit. Another
// file (notifications) changes and restores them too; each restores 24 and 2 when done.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getReminderSettings } from '../src/notifications/get-reminder-settings.ts';
import { setReminderHours } from '../src/notifications/set-reminder-hours.ts';
import {
  type Client,
  closeSql,
  signInAsJana,
  signInAsOutsider,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

let reception: Client;
let jana: Client;

beforeAll(async () => {
  [reception, jana] = await Promise.all([signInAsReception(), signInAsJana()]);
});
afterAll(closeSql);

async function storedHours() {
  const [row] = await sql<{ first_hours: number | null; second_hours: number | null }>(
    'select first_hours, second_hours from public.reminder_settings',
  );
  return row;
}

describe('the reminder hours', () => {
  it('staff read them; a visitor is refused and a signed-in non-staff account sees none', async () => {
    const stored = await storedHours();
    const expected = { firstHours: stored?.first_hours, secondHours: stored?.second_hours };
    expect(await getReminderSettings(reception)).toEqual(expected);
    expect(await getReminderSettings(jana)).toEqual(expected);
    await expect(getReminderSettings(visitor())).rejects.toMatchObject({ code: '42501' });
    expect(await getReminderSettings((await signInAsOutsider()).client)).toBeNull();
  });

  it('the manager changes them and switches one off; 24 and 2 are restored after', async () => {
    try {
      expect(await setReminderHours(jana, { firstHours: 48, secondHours: 3 })).toEqual({
        firstHours: 48,
        secondHours: 3,
      });
      expect(await storedHours()).toEqual({ first_hours: 48, second_hours: 3 });
      expect(await setReminderHours(jana, { firstHours: null, secondHours: 5 })).toEqual({
        firstHours: null,
        secondHours: 5,
      });
      expect(await getReminderSettings(jana)).toEqual({ firstHours: null, secondHours: 5 });
    } finally {
      await setReminderHours(jana, { firstHours: 24, secondHours: 2 });
    }
    expect(await storedHours()).toEqual({ first_hours: 24, second_hours: 2 });
  });

  it('reception is refused by code, and nothing changes', async () => {
    const before = await storedHours();
    await expect(
      setReminderHours(reception, { firstHours: 12, secondHours: 1 }),
    ).rejects.toMatchObject({
      code: '42501',
      refusal: { code: 'access.manager_only', params: { action: 'change the reminders' } },
    });
    expect(await storedHours()).toEqual(before);
  });

  it.each([
    ['0 hours', { firstHours: 0, secondHours: 2 }],
    ['169 hours', { firstHours: 169, secondHours: 2 }],
    ['a second reminder not closer than the first', { firstHours: 6, secondHours: 6 }],
  ])('refuses %s with the range, and nothing changes', async (_, hours) => {
    const before = await storedHours();
    await expect(setReminderHours(jana, hours)).rejects.toMatchObject({
      refusal: { code: 'schedule.reminder_hours', params: { min: 1, max: 168 } },
    });
    expect(await storedHours()).toEqual(before);
  });
});
