// remove_second_factor: the manager removes a member's lost authenticator and signs them out.
import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import {
  fakes,
  manager,
  managerId,
  post,
  receptionId,
  receptionist,
} from './fakes.test-support.ts';
import { handleStaffAccounts, messages } from './handler.ts';

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
  const cases: [ReturnType<typeof fakes>, unknown, number, string][] = [
    [fakes(receptionist), { id: managerId }, 403, messages.managerOnly],
    [fakes(manager), { id: managerId.toUpperCase() }, 409, messages.cannotRemoveOwnSecondFactor],
    [fakes(manager), { id: 'not-an-id' }, 400, messages.badId],
    [fakes(manager), { id: unknownId }, 404, messages.notFound],
  ];
  for (const [{ deps, calls }, body, status, error] of cases) {
    const response = await handleStaffAccounts(
      post({ action: 'remove_second_factor', ...(body as object) }),
      deps,
    );
    assertEquals([response.status, (await response.json()).error], [status, error]);
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
  assertEquals(response.status, 500);
  assertEquals(
    (await response.json()).error,
    `${messages.removeSecondFactorPrefix}Database error deleting factor`,
  );
  assertEquals(calls, []);
});
