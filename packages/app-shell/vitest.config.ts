import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  test: {
    // A machine-readable copy of the results, read by scripts/test-report.ts at the end of npm test.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
    // One jsdom for the files, each started afresh by the first setup file (decision 031).
    isolate: false,
    setupFiles: [require.resolve('@venue/test-kit/fresh-test-file')],
  },
});
