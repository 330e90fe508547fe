import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  test: {
    // A machine-readable copy of the results, read by scripts/test-report.ts at the end of npm test.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    env: { TZ: 'UTC' },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          // Schema, policies and functions through supabase-js against one local stack per run.
          name: 'database',
          include: ['test/**/*.test.ts'],
          // Each file makes its own clients and accounts and mocks nothing: one module graph for
          // the run, not one per file.
          isolate: false,
          globalSetup: [require.resolve('@venue/test-kit/global-setup')],
          // The stack accepts only the publishable and secret keys, as a project whose legacy
          // JWT keys are switched off: the data layer and the functions must work so.
          // TEST_SUPABASE_URL and friends point the suite at another Supabase instead (README).
          provide: { stackApiKeys: 'new', remoteStackAllowed: true },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // The outbox's sender against a stack of its own, whose database clock the tests move
          // hour by hour: no other suite's messages come due in it.
          name: 'outbox',
          include: ['test-outbox/**/*.test.ts'],
          isolate: false,
          // One file at a time: each moves the clock the other reads.
          maxWorkers: 1,
          globalSetup: [require.resolve('@venue/test-kit/global-setup')],
          provide: { stackApiKeys: 'new', stackMovableDbClock: true },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
