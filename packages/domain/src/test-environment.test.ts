import { expect, it } from 'vitest';

it('runs every test in UTC, so no rule passes only in the time zone of the machine', () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('UTC');
  expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(0);
});
