// remove_second_factor: the manager removes a member's lost authenticator and signs them out.
import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import type { Refusal } from '../../../packages/domain/src/refusals.ts';
import { assertRefusal } from '../_shared/refusal.test-support.ts';
import {
  fakes,
  manager,
  managerId,
  post,
  receptionId,
  receptionist,
} from './fakes.test-support.ts';
import { handleStaffAccounts } from './handler.ts';
import { messages } from './request.ts';

const unknownId = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

Deno.test("the manager removes a member's factors, then ends every session of theirs", async () => {
  const { deps, calls } = fakes(manager);
  const response = await handleStaffAccounts(
    post({ action: 'remove_second_factor', id: receptionId.toUpperCase() }),
    deps,
  );
  assertEquals(response.status, 200);
  assertEquals(await response.json(), {
    updated: receptionId,
    removed: 1,
    message: messages.secondFactorRemoved,
  });
  assertEquals(calls, [`auth.factors.remove ${receptionId}`, `auth.sessions.end ${receptionId}`]);
});

Deno.test('refused: reception, the caller themselves, a bad id and a member who is gone', async () => {
  const cases: [ReturnType<typeof fakes>, unknown, number, Refusal][] = [
    [
      fakes(receptionist),
      { id: managerId },
      403,
      { code: 'access.manager_only', params: { action: 'manage staff accounts' } },
    ],
    [
      fakes(manager),
      { id: managerId.toUpperCase() },
      409,
      { code: 'staff.own_second_factor', params: {} },
    ],
    [fakes(manager), { id: 'not-an-id' }, 400, { code: 'staff.bad_id', params: {} }],
    [fakes(manager), { id: unknownId }, 404, { code: 'staff.not_found', params: {} }],
  ];
  for (const [{ deps, calls }, body, status, { code, params }] of cases) {
    const response = await handleStaffAccounts(
      post({ action: 'remove_second_factor', ...(body as object) }),
      deps,
    );
    await assertRefusal(response, status, code, params);
    assertEquals(calls, []);
  }
});

Deno.test('when the factors cannot be removed, no session is ended and the manager is told', async () => {
  const { deps, calls } = fakes(manager);
  deps.auth.removeSecondFactors = () =>
    Promise.resolve({ ok: false, error: { message: 'Database error deleting factor' } });
  const response = await handleStaffAccounts(
    post({ action: 'remove_second_factor', id: receptionId }),
    deps,
  );
  await assertRefusal(response, 500, 'staff.remove_second_factor_failed', {
    reason: 'Database error deleting factor',
  });
  assertEquals(calls, []);
});
