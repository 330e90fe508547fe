// Runs the harness's own unit tests, and the local stack's behaviour through supabase-js against one stack per run.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fixturesDir = fileURLToPath(new URL('./test/fixtures', import.meta.url));

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
          // The stack's services (auth, REST, storage, functions, mail, gateway) and `npm start`,
          // as supabase-js and a browser see them, against one stack per run.
          name: 'stack',
          include: ['test/**/*.test.ts'],
          // Files make their own clients and accounts and mock nothing: one module graph for the
          // run, not one per file.
          isolate: false,
          globalSetup: ['./src/global-setup.ts'],
          provide: {
            // The site preview builds the site on its deploy hook (site-preview.test.ts reads its HTML).
            stackSitePreviewBuilds: true,
            // SQL the stack's tests need (tables and buckets with known policies), in name order.
            stackFixtures: readdirSync(fixturesDir)
              .filter((name) => name.endsWith('.sql'))
              .sort()
              .map((name) => join(fixturesDir, name)),
          },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
