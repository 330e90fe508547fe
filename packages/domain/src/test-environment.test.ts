import { expect, inject, it } from 'vitest';

declare module 'vitest' {
  // Declaration merging with Vitest's context needs an interface.
  export interface ProvidedContext {
    timeZone: string;
  }
}

it('runs every test in the time zone its project sets, so a rule cannot lean on the machine', () => {
  const configured = inject('timeZone');
  const offsets: Record<string, number> = {
    UTC: 0,
    'Pacific/Kiritimati': -14 * 60,
    'Pacific/Pago_Pago': 11 * 60,
  };
  expect(Object.keys(offsets)).toContain(configured);
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(configured);
  expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(offsets[configured]);
});
