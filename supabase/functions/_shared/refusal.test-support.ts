// What the function tests hold a refusal to: `{ code, params, error }`, with a code of the
// registry and, as `error`, that code's English (packages/domain/src/refusal-english.ts).
import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { englishOf } from '../../../packages/domain/src/refusal-english.ts';
import type { Refusal } from '../../../packages/domain/src/refusals.ts';

/** Asserts the response is the refusal `code` with `params`, worded as the registry words it. */
export async function assertRefusal(
  response: Response,
  status: number,
  code: Refusal['code'],
  params: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): Promise<void> {
  assertEquals(response.status, status, `${code}: status`);
  const error = englishOf({ code, params } as Refusal);
  assertEquals(await response.json(), { code, params, error, ...extra });
}
