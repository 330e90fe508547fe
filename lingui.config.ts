import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { locales, sourceLocale } from './packages/i18n/src/locales.ts';

/**
 * The shared tables of domain and server messages (packages/i18n/src/messages) each app shows,
 * so its catalogue holds only the messages it can show.
 */
const sharedMessages = {
  site: ['menu', 'rejection-reasons', 'refusals', 'refusal-words', 'back-office-refusals'],
  backoffice: [
    'menu',
    'rejection-reasons',
    'refusals',
    'refusal-words',
    'back-office-refusals',
    'manager-refusals',
  ],
};

/**
 * One catalogue per app and locale (`apps/<app>/src/locales/<locale>.po`), extracted from the
 * message macros by `npm run i18n:extract` and compiled on import by each app's Vite plugin; and
 * one for the e-mails the edge functions send (`supabase/functions/_shared/locales/<locale>.po`),
 * compiled by the same command into a module Deno reads (scripts/email-messages.ts).
 */
export default defineConfig({
  sourceLocale,
  locales,
  fallbackLocales: false,
  catalogs: [
    ...Object.entries(sharedMessages).map(([app, tables]) => ({
      path: `<rootDir>/apps/${app}/src/locales/{locale}`,
      include: [
        `<rootDir>/apps/${app}/src`,
        ...tables.map((table) => `<rootDir>/packages/i18n/src/messages/${table}.ts`),
      ],
      exclude: ['**/*.test.*', '**/test/**'],
    })),
    {
      path: '<rootDir>/supabase/functions/_shared/locales/{locale}',
      include: ['<rootDir>/packages/i18n/src/messages/emails.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
});
