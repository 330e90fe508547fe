// Vitest global setup for browser tests: a stack, the production builds served against it, one Chromium.
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser.ts';
import { buildAndServeApp, type ServedApp } from './built-app.ts';
import type {} from './global-setup.ts';
import { startTestStack } from './test-stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which app the browser tests of this project run against. */
    e2eApp: 'site' | 'backoffice';
    /** Other apps the journeys also visit (the back-office's changes seen on the site). */
    e2eAlsoServe?: ('site' | 'backoffice')[];
    /** Origin of the production build of `e2eApp`, served against the run's stack. */
    appUrl: string;
    /** Origins of every served build, by app. */
    appUrls: Partial<Record<'site' | 'backoffice', string>>;
    /** Where the run's one Chromium listens (`connectBrowser`). */
    browserWsEndpoint: string;
  }
}

/**
 * Vitest global setup for browser tests: one stack per run, a production build of the project's
 * app (`provide.e2eApp`) served against it, and one Chromium every test file connects to.
 */
export default async function setup(project: TestProject) {
  const context = project.getProvidedContext();
  const stack = await startTestStack({
    extraSql: context.stackFixtures ?? [],
    apiKeys: context.stackApiKeys,
  });
  const apps: { name: 'site' | 'backoffice'; served: ServedApp }[] = [];
  let browser: Awaited<ReturnType<typeof launchBrowserServer>> | undefined;
  const stop = async () => {
    await browser?.close();
    for (const app of apps) await app.served.close();
    await stack.stop();
  };
  try {
    const names = [context.e2eApp, ...(context.e2eAlsoServe ?? [])];
    for (const name of names) apps.push({ name, served: await buildAndServeApp(name, stack.info) });
    browser = await launchBrowserServer();
    project.provide('stack', stack.info);
    project.provide('appUrl', apps[0]?.served.url ?? '');
    project.provide('appUrls', Object.fromEntries(apps.map((a) => [a.name, a.served.url])));
    project.provide('browserWsEndpoint', browser.wsEndpoint);
    return stop;
  } catch (error) {
    await stop();
    throw error;
  }
}
