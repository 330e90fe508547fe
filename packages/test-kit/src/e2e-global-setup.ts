// Vitest global setup for browser tests: a world per worker (stack and production builds), one Chromium.
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser.ts';
import { type AppBuild, buildApp, retargetBuild, type ServedApp, serveBuild } from './built-app.ts';
import type {} from './global-setup.ts';
import { startTestStack, type TestStack } from './test-stack.ts';

type AppName = 'site' | 'backoffice';

/** What one worker's browser test files run against: a stack and the builds served on it. */
export type E2eWorld = {
  stack: TestStack;
  /** Origin of the production build of `e2eApp`, served against this world's stack. */
  appUrl: string;
  /** Origins of every served build of this world, by app. */
  appUrls: Partial<Record<AppName, string>>;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which app the browser tests of this project run against. */
    e2eApp: AppName;
    /** Other apps the journeys also visit (the back-office's changes seen on the site). */
    e2eAlsoServe?: AppName[];
    /** How many test files run side by side (the project's `maxWorkers`), each in a world of its own. */
    e2eWorkers?: number;
    /** One world per worker, indexed by `VITEST_POOL_ID` - 1 (`e2eWorld()`). */
    e2eWorlds: E2eWorld[];
    /** Where the run's one Chromium listens (`connectBrowser`). */
    browserWsEndpoint: string;
  }
}

/**
 * Vitest global setup for browser tests. Each worker gets a world of its own (a stack, and
 * production builds of the project's app and `e2eAlsoServe` served against it), so files running
 * side by side never see each other's bookings, content, accounts or rate limits; a browser test
 * spends most of its time waiting on pages, and two cores run two or three such files at once.
 * Every world shares the run's one Chromium, where each test works in contexts of its own.
 */
export default async function setup(project: TestProject) {
  const context = project.getProvidedContext();
  const workers = Math.max(1, context.e2eWorkers ?? 1);
  const stacks: Awaited<ReturnType<typeof startTestStack>>[] = [];
  const served: ServedApp[] = [];
  const builds = new Map<AppName, AppBuild>();
  let browser: Awaited<ReturnType<typeof launchBrowserServer>> | undefined;
  const stop = async () => {
    await browser?.close();
    for (const app of served) await app.close();
    // A build made but never served (a later one failed) is removed too.
    for (const built of builds.values()) rmSync(built.outDir, { recursive: true, force: true });
    await Promise.all(stacks.map((stack) => stack.stop()));
  };
  try {
    const started = await Promise.allSettled(
      Array.from({ length: workers }, () =>
        startTestStack({ extraSql: context.stackFixtures ?? [], apiKeys: context.stackApiKeys }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') stacks.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const names = [context.e2eApp, ...(context.e2eAlsoServe ?? [])];
    // Each app built once, against the first stack, and its copy moved to each other stack.
    const [first] = stacks;
    if (!first) throw new Error('No stack started for the browser tests.');
    for (const name of names) builds.set(name, await buildApp(name, first.info));
    const worlds: E2eWorld[] = [];
    for (const [index, stack] of stacks.entries()) {
      const appUrls: E2eWorld['appUrls'] = {};
      for (const [name, built] of builds) {
        const app = await serveBuild(index === 0 ? built : retargetBuild(built, stack.info));
        served.push(app);
        appUrls[name] = app.url;
      }
      worlds.push({ stack: stack.info, appUrl: appUrls[context.e2eApp] ?? '', appUrls });
    }
    browser = await launchBrowserServer();
    project.provide('e2eWorlds', worlds);
    project.provide('browserWsEndpoint', browser.wsEndpoint);
    return stop;
  } catch (error) {
    await stop();
    throw error;
  }
}
