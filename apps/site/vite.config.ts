import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { requireBuildEnv } from '../../packages/app-shell/src/build-env.ts';
import { i18nPlugins } from '../../packages/i18n/src/vite.ts';
import { prerenderSite } from './src/prerender/build-plugin.ts';

const require = createRequire(import.meta.url);
/** Browser test files run side by side, each against a stack of its own. */
const e2eWorkers = 2;
const port = Number(process.env.SITE_PORT ?? 5173);
// One .env at the repository root serves both apps and the local stack.
const envDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Lets the browser open the connection to the API while it is still parsing the page: the first
 * data request (and the images from Storage) then skip the connection set-up.
 */
function preconnectToApi(apiUrl: string | undefined): Plugin {
  return {
    name: 'site:preconnect-to-api',
    transformIndexHtml() {
      if (!apiUrl) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: new URL(apiUrl).origin, crossorigin: '' },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, envDir, ''), ...process.env };
  // The site's public origin: canonical links, the sitemap and share cards use it.
  const siteUrl = (env.SITE_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  return {
    plugins: [
      ...i18nPlugins(command),
      react(),
      requireBuildEnv(),
      preconnectToApi(env.VITE_SUPABASE_URL),
      prerenderSite({ siteUrl }),
    ],
    define: {
      'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrl),
      'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    },
    envDir,
    resolve:
      command === 'build'
        ? {
            // react-router's package exports point at its development build (extra warnings);
            // the production build beside it is the same code without them.
            alias: [
              {
                find: /^react-router$/,
                replacement: join(
                  dirname(require.resolve('react-router/package.json')),
                  'dist/production/index.mjs',
                ),
              },
            ],
          }
        : {},
    build: {
      // One stylesheet for every page: a prerendered page paints complete, whichever it is.
      cssCodeSplit: false,
      // Every browser the site supports preloads modules natively.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              },
            ],
          },
        },
      },
    },
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
            // One worker: npm test runs every package's tests side by side on two cores, and a second
            // worker here made a file's first lazy route take over Testing Library's 5 s wait.
            maxWorkers: 1,
            // Every file in that one worker, each started afresh by the first setup file (decision 031).
            isolate: false,
            environment: 'jsdom',
            // The booking form's longest tests take a few seconds alone, many times that beside
            // the other suites.
            testTimeout: 40_000,
            // The client is built but never reaches the network: tests mock the data calls.
            env: {
              VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
              VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_component_test',
            },
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
            // group after the component tests.
            name: 'e2e',
            // Files make their own pages, accounts and bookings and mock nothing: one module graph per
            // worker, not one per file.
            isolate: false,
            maxWorkers: e2eWorkers,
            sequence: { groupOrder: 1 },
            environment: 'node',
            include: ['e2e/**/*.e2e.test.ts'],
            globalSetup: [require.resolve('@venue/test-kit/e2e-global-setup')],
            // Each file starts with its world's client-address limits unspent.
            setupFiles: [require.resolve('@venue/test-kit/e2e-fresh-limits')],
            // The stack has only the publishable and secret keys (legacy JWT keys switched off).
            provide: { e2eWorkers, e2eApp: 'site', stackApiKeys: 'new' },
            testTimeout: 60_000,
            hookTimeout: 240_000,
          },
        },
      ],
    },
  };
});
