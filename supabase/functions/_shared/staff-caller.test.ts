import assert from 'node:assert/strict';
import { assertRefusal } from './refusal.test-support.ts';
import { identifyStaff, type StaffLookups } from './staff-caller.ts';

const lookups: StaffLookups = {
  userForToken: (token) =>
    Promise.resolve(
      token === 'staff-token' || token === 'password-only-token' || token === 'outsider-token'
        ? { id: token === 'outsider-token' ? 'u-outsider' : 'u-staff', email: 'x@example.com' }
        : null,
    ),
  staffForToken: (token) =>
    Promise.resolve(
      token === 'staff-token'
        ? { name: 'Rami', email: 'r@example.com', role: 'reception', access: 'full' }
        : token === 'password-only-token'
          ? { name: 'Rami', email: 'r@example.com', role: 'reception', access: 'needs_code' }
          : null,
    ),
};

function request(authorization?: string) {
  return new Request('http://functions/x', {
    method: 'POST',
    headers: authorization ? { authorization } : {},
  });
}

Deno.test('no bearer token: 401', async () => {
  const check = await identifyStaff(request(), lookups);
  assert.equal(check.ok, false);
  if (!check.ok) await assertRefusal(check.response, 401, 'access.signed_out');
});

Deno.test('a token naming no user (the anon key, an expired session): 401', async () => {
  const check = await identifyStaff(request('Bearer anon-key'), lookups);
  assert.equal(check.ok, false);
  if (!check.ok) await assertRefusal(check.response, 401, 'access.signed_out');
});

Deno.test('a signed-in user without a staff row: 403', async () => {
  const check = await identifyStaff(request('Bearer outsider-token'), lookups);
  assert.equal(check.ok, false);
  if (!check.ok) {
    await assertRefusal(check.response, 403, 'access.staff_only', { action: 'do this' });
  }
});

Deno.test('staff: the role comes from the staff row', async () => {
  const check = await identifyStaff(request('Bearer staff-token'), lookups);
  assert.deepEqual(check, {
    ok: true,
    caller: { id: 'u-staff', email: 'r@example.com', name: 'Rami', role: 'reception' },
  });
});

Deno.test('staff whose session still owes its second-factor code: 403, with a code', async () => {
  const check = await identifyStaff(request('Bearer password-only-token'), lookups);
  assert.equal(check.ok, false);
  if (!check.ok) await assertRefusal(check.response, 403, 'access.second_factor_required');
});
