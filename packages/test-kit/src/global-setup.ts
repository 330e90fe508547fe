// Vitest global setup for integration tests: one stack per run, or the Supabase the environment names.

import type { ApiKeyMode } from '@venue/local-stack/config';
import type { TestProject } from 'vitest/node';
import { remoteStackFromEnv } from './remote-stack.ts';
import { startTestStack, type TestStack } from './test-stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: TestStack;
    /** Absolute paths of SQL files applied after migrations and seed. */
    stackFixtures: string[];
    /** Which API keys the run's stack accepts (both kinds unless the config provides one). */
    stackApiKeys?: ApiKeyMode;
    /** Whether the suite may run against `TEST_SUPABASE_URL` instead of its own stack. */
    remoteStackAllowed?: boolean;
    /** Whether the suite moves its database's clock (`moveDbClock`): its own stack then. */
    stackMovableDbClock?: boolean;
    /** Whether the stack's site preview builds the site on a deploy-hook call. */
    stackSitePreviewBuilds?: boolean;
  }
}

/**
 * Vitest global setup: one stack per test run (not per test), shared by every test file of the
 * package. Extra SQL fixtures come from the config's `provide.stackFixtures`. With
 * `TEST_SUPABASE_URL` set, the run uses that project instead (see `remote-stack.ts`).
 */
export default async function setup(project: TestProject) {
  const context = project.getProvidedContext();
  // Another Supabase (`supabase start`, a staging project) instead, when the environment names one.
  const remote = context.remoteStackAllowed ? remoteStackFromEnv(process.env) : null;
  if (remote) {
    project.provide('stack', remote);
    return;
  }
  const stack = await startTestStack({
    extraSql: context.stackFixtures ?? [],
    apiKeys: context.stackApiKeys,
    movableDbClock: context.stackMovableDbClock ?? false,
    sitePreviewBuilds: context.stackSitePreviewBuilds ?? false,
  });
  project.provide('stack', stack.info);
  return () => stack.stop();
}
