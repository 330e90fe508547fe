import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { refuse } from '../_shared/json.ts';
import type { StaffCheck, StaffRole } from '../_shared/staff-caller.ts';
import {
  type HookOutcome,
  handlePublishSite,
  type PublishSiteDeps,
  type SitePublish,
} from './handler.ts';

const secret = 'sb_secret_test';
const calling: SitePublish = {
  id: 7,
  cause: 'content',
  state: 'calling',
  started_at: '2061-01-01T10:00:00Z',
  finished_at: null,
  reason: null,
  http_status: null,
  error: null,
};

function staff(role: StaffRole): StaffCheck {
  return { ok: true, caller: { id: 'u1', email: 'e@example.com', name: 'N', role } };
}

function deps(overrides: Partial<PublishSiteDeps> = {}) {
  const hookCalls: string[] = [];
  const recorded: HookOutcome[] = [];
  const value: PublishSiteDeps = {
    secretKeys: [secret],
    hookUrl: 'https://api.netlify.com/build_hooks/abc',
    identifyStaff: async () => ({
      ok: false,
      response: refuse(401, 'access.signed_out', 'Please sign in as staff to do this.'),
    }),
    claimDue: async () => calling,
    requestNow: async () => ({ ...calling, cause: 'manager' }),
    record: async (_id, outcome) => {
      recorded.push(outcome);
      return { ...calling, state: outcome.succeeded ? 'succeeded' : 'failed' };
    },
    fetchFn: (async (input: string | URL | Request) => {
      hookCalls.push(String(input));
      return new Response('{}', { status: 200 });
    }) as typeof fetch,
    log: () => {},
    ...overrides,
  };
  return { value, hookCalls, recorded };
}

const post = (headers: Record<string, string> = {}) =>
  new Request('http://local/publish-site', { method: 'POST', headers });

Deno.test('the minute job with the secret key calls the hook once for a due publish and records it', async () => {
  const { value, hookCalls, recorded } = deps();
  const response = await handlePublishSite(post({ authorization: `Bearer ${secret}` }), value);
  assertEquals(response.status, 200);
  assertEquals(hookCalls, ['https://api.netlify.com/build_hooks/abc']);
  assertEquals(recorded, [{ succeeded: true, httpStatus: 200 }]);
});

Deno.test('nothing due means no hook call', async () => {
  const { value, hookCalls } = deps({ claimDue: async () => null });
  const response = await handlePublishSite(post({ apikey: secret }), value);
  assertEquals(await response.json(), { publish: null });
  assertEquals(hookCalls, []);
});

Deno.test('a host that answers an error status is recorded as refused with the status', async () => {
  const { value, recorded } = deps({
    fetchFn: (async () => new Response('no such hook', { status: 404 })) as typeof fetch,
  });
  await handlePublishSite(post({ authorization: `Bearer ${secret}` }), value);
  assertEquals(recorded, [
    { succeeded: false, reason: 'refused', httpStatus: 404, error: 'HTTP 404: no such hook' },
  ]);
});

Deno.test('a host that cannot be reached is recorded as unreachable', async () => {
  const { value, recorded } = deps({
    fetchFn: (async () => {
      throw new TypeError('connection refused');
    }) as typeof fetch,
  });
  await handlePublishSite(post({ authorization: `Bearer ${secret}` }), value);
  assertEquals(recorded, [
    { succeeded: false, reason: 'unreachable', error: 'connection refused' },
  ]);
});

Deno.test('without SITE_DEPLOY_HOOK_URL the publish fails as not configured, calling nothing', async () => {
  const { value, recorded, hookCalls } = deps({ hookUrl: null });
  await handlePublishSite(post({ authorization: `Bearer ${secret}` }), value);
  assertEquals(hookCalls, []);
  assertEquals(recorded[0]?.succeeded === false && recorded[0].reason, 'not_configured');
});

Deno.test('a caller without a session is refused with 401 and nothing is published', async () => {
  const { value, hookCalls } = deps();
  const response = await handlePublishSite(
    post({ authorization: 'Bearer sb_publishable_x' }),
    value,
  );
  assertEquals(response.status, 401);
  assertEquals(hookCalls, []);
});

Deno.test('reception is refused with access.manager_only and nothing is published', async () => {
  const { value, hookCalls } = deps({ identifyStaff: async () => staff('reception') });
  const response = await handlePublishSite(post({ authorization: 'Bearer jwt' }), value);
  assertEquals(response.status, 403);
  assertEquals((await response.json()).code, 'access.manager_only');
  assertEquals(hookCalls, []);
});

Deno.test('the manager publishes at once with their own token', async () => {
  const tokens: string[] = [];
  const { value, hookCalls } = deps({
    identifyStaff: async () => staff('jana'),
    requestNow: async (token) => {
      tokens.push(token);
      return { ...calling, cause: 'manager' };
    },
  });
  const response = await handlePublishSite(post({ authorization: 'Bearer manager-jwt' }), value);
  assertEquals(response.status, 200);
  assertEquals(tokens, ['manager-jwt']);
  assertEquals(hookCalls.length, 1);
});

Deno.test('only POST is answered', async () => {
  const { value } = deps();
  const response = await handlePublishSite(new Request('http://local/publish-site'), value);
  assertEquals(response.status, 405);
});
