import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { requireBuildEnv } from '../../packages/app-shell/src/build-env.ts';
import { i18nPlugins } from '../../packages/i18n/src/vite.ts';

const require = createRequire(import.meta.url);
/** Browser test files run side by side, each against a stack of its own. */
const e2eWorkers = 2;
const port = Number(process.env.BACKOFFICE_PORT ?? 5174);

export default defineConfig(({ command }) => ({
  plugins: [...i18nPlugins(command), react(), requireBuildEnv()],
  // One .env at the repository root serves both apps and the local stack.
  envDir: fileURLToPath(new URL('../..', import.meta.url)),
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  test: {
    // A machine-readable copy of the results, read by scripts/test-report.ts at the end of npm test.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    // expect.poll waits a second by default; a page under load can take longer to show what it will show.
    expect: { poll: { timeout: 15_000 } },
    env: { TZ: 'UTC' },
    projects: [
      {
        extends: true,
        test: {
          name: 'component',
          // After the browser tests (see there), when the other packages' suites are done: two
          // workers then have the two cores to themselves.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // Many files in each worker, each started afresh by the first setup file (decision 031).
          isolate: false,
          // happy-dom: the same tests for a fifth less processor time than jsdom; the few files
          // that need jsdom say so at their top (decision 031).
          environment: 'happy-dom',
          // The new-booking modal's longest tests take a few seconds alone, many times that
          // beside the other suites.
          testTimeout: 40_000,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [
            require.resolve('@venue/test-kit/fresh-test-file'),
            require.resolve('@venue/test-kit/no-network'),
            './src/test/setup.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          // Real Chromium against production builds, `e2eWorkers` files side by side, each worker
          // against a stack and builds of its own (a browser test mostly waits on its pages), in a
          // group before the component tests.
          name: 'e2e',
          // Files make their own pages, accounts and bookings and mock nothing: one module graph per
          // worker, not one per file.
          isolate: false,
          maxWorkers: e2eWorkers,
          // First: a browser test mostly waits on its pages, so these fill the cores the other
          // packages' suites leave idle, and the component tests, which only compute, come last.
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: [require.resolve('@venue/test-kit/e2e-global-setup')],
          // Each file starts with its world's client-address limits unspent.
          setupFiles: [require.resolve('@venue/test-kit/e2e-fresh-limits')],
          // The stack has only the legacy JWT keys (an older project): the apps fall back to the anon
          // key and the staff functions to the legacy variables.
          provide: {
            e2eWorkers,
            e2eApp: 'backoffice',
            e2eAlsoServe: ['site'],
            stackApiKeys: 'legacy',
          },
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
}));
