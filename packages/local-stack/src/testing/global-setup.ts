import type { TestProject } from 'vitest/node';
import { startTestStack, type TestStack } from './test-stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: TestStack;
    /** Absolute paths of SQL files applied after migrations and seed. */
    stackFixtures: string[];
  }
}

/**
 * Vitest global setup: one stack per test run (not per test), shared by every test file of the
 * package. Extra SQL fixtures come from the config's `provide.stackFixtures`.
 */
export default async function setup(project: TestProject) {
  const fixtures = project.getProvidedContext().stackFixtures ?? [];
  const stack = await startTestStack({ extraSql: fixtures });
  project.provide('stack', stack.info);
  return () => stack.stop();
}
