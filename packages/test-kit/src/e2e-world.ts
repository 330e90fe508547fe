// The world (stack and served builds) the current browser test file runs against.
import { inject } from 'vitest';
import type { E2eWorld } from './e2e-global-setup.ts';

/**
 * This worker's world: Vitest numbers the workers running side by side 1 to `maxWorkers`
 * (`VITEST_POOL_ID`), and the global setup made one world for each.
 */
export function e2eWorld(): E2eWorld {
  const worlds = inject('e2eWorlds');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const world = worlds[poolId - 1];
  if (!world) {
    throw new Error(
      `Worker ${poolId} has no world: the project's maxWorkers is above its e2eWorkers (${worlds.length}).`,
    );
  }
  return world;
}
