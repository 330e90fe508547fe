import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A machine-readable copy of the results, read by scripts/test-report.ts at the end of npm test.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
