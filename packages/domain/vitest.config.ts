import { defineConfig } from 'vitest/config';

/**
 * Every test runs three times: in UTC; in UTC+14 (Pacific/Kiritimati), where the machine's date is
 * ahead of the venue's almost all day; and in UTC-11 (Pacific/Pago_Pago), where it is behind. A rule
 * that leans on the machine's zone fails in one of them.
 */
const zones = [
  { name: 'utc', timeZone: 'UTC' },
  { name: 'kiritimati', timeZone: 'Pacific/Kiritimati' },
  { name: 'pago-pago', timeZone: 'Pacific/Pago_Pago' },
];

export default defineConfig({
  test: {
    // A machine-readable copy of the results, read by scripts/test-report.ts at the end of npm test.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: zones.map(({ name, timeZone }) => ({
      test: {
        name,
        include: ['src/**/*.test.ts'],
        // Pure functions without module state: one module graph per zone, not one per file.
        isolate: false,
        env: { TZ: timeZone },
        provide: { timeZone },
      },
    })),
  },
});
