import type { TestProject } from 'vitest/node';
import { buildAndServeApp } from './built-app.ts';
import type {} from './global-setup.ts';
import { startTestStack } from './test-stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which app the browser tests of this project run against. */
    e2eApp: 'site' | 'backoffice';
    /** Origin of the production build of that app, served against the run's stack. */
    appUrl: string;
  }
}

/**
 * Vitest global setup for browser tests: one stack per run, then a production build of the
 * project's app (`provide.e2eApp`) served against it.
 */
export default async function setup(project: TestProject) {
  const context = project.getProvidedContext();
  const stack = await startTestStack({ extraSql: context.stackFixtures ?? [] });
  try {
    const app = await buildAndServeApp(context.e2eApp, stack.info);
    project.provide('stack', stack.info);
    project.provide('appUrl', app.url);
    return async () => {
      await app.close();
      await stack.stop();
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
