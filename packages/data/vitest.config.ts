import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          // Schema, policies and functions through supabase-js against one local stack per run.
          name: 'database',
          include: ['test/**/*.test.ts'],
          globalSetup: [require.resolve('@venue/local-stack/testing/global-setup')],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
