import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { locales, sourceLocale } from './packages/i18n/src/locales.ts';

/**
 * One catalogue per app and locale (`apps/<app>/src/locales/<locale>.po`), extracted from the
 * message macros by `npm run i18n:extract` and compiled on import by each app's Vite plugin.
 */
export default defineConfig({
  sourceLocale,
  locales,
  fallbackLocales: false,
  catalogs: ['site', 'backoffice'].map((app) => ({
    path: `<rootDir>/apps/${app}/src/locales/{locale}`,
    include: [`<rootDir>/apps/${app}/src`],
    exclude: ['**/*.test.*', '**/test/**'],
  })),
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
});
