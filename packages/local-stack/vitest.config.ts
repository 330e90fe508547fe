import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fixturesDir = fileURLToPath(new URL('./test/fixtures', import.meta.url));

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    provide: {
      // SQL the stack's own tests need (tables and buckets with known policies), in name order.
      stackFixtures: readdirSync(fixturesDir)
        .filter((name) => name.endsWith('.sql'))
        .sort()
        .map((name) => join(fixturesDir, name)),
    },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { TZ: 'UTC' },
  },
});
