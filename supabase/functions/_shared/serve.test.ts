import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { corsHeaders } from './cors.ts';
import { json, refuse } from './json.ts';
import { assertRefusal } from './refusal.test-support.ts';
import { lazy, serveFunction, unexpectedMessage } from './serve.ts';

function expectCors(response: Response) {
  for (const [name, value] of Object.entries(corsHeaders)) {
    assertEquals(response.headers.get(name), value, name);
  }
}

const post = () => new Request('http://local/fn', { method: 'POST', body: '{}' });

Deno.test('the preflight is answered with the CORS headers, without reaching the handler', async () => {
  const calls: string[] = [];
  const serve = serveFunction('fn', () => {
    calls.push('handler');
    return json({});
  });
  const response = await serve(
    new Request('http://local/fn', {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'POST' },
    }),
  );
  assertEquals(response.status, 204);
  expectCors(response);
  assertEquals(calls, []);
});

Deno.test('supabase-js request headers are all allowed', () => {
  const allowed = corsHeaders['Access-Control-Allow-Headers'] ?? '';
  for (const header of ['authorization', 'apikey', 'content-type', 'x-client-info']) {
    assertEquals(allowed.includes(header), true, header);
  }
});

Deno.test('a handled error carries the CORS headers', async () => {
  const refusal = () =>
    refuse(403, 'access.staff_only', 'Only venue staff can do this.', { action: 'do this' });
  const response = await serveFunction('fn', refusal)(post());
  expectCors(response);
  await assertRefusal(response, 403, 'access.staff_only', { action: 'do this' });
});

Deno.test('a response built without CORS headers gets them', async () => {
  const response = await serveFunction('fn', () => new Response('plain', { status: 202 }))(post());
  assertEquals(response.status, 202);
  expectCors(response);
  assertEquals(await response.text(), 'plain');
});

Deno.test('an unexpected exception answers JSON 500 with CORS and is logged', async () => {
  const logged: string[] = [];
  const serve = serveFunction(
    'fn',
    () => {
      throw new Error('Missing secret key');
    },
    (line) => logged.push(line),
  );
  const response = await serve(post());
  assertEquals(response.headers.get('content-type'), 'application/json');
  expectCors(response);
  await assertRefusal(response, 500, 'internal.unexpected');
  assertEquals(unexpectedMessage, 'Something went wrong on our side. Please try again.');
  assertEquals(logged.length, 1);
  assertEquals(logged[0]?.startsWith('fn: Error: Missing secret key'), true);
});

Deno.test('a rejected promise is caught like a throw', async () => {
  const serve = serveFunction(
    'fn',
    () => Promise.reject(new Error('db down')),
    () => {},
  );
  assertEquals((await serve(post())).status, 500);
});

Deno.test('lazy makes its value once, on first use', () => {
  let made = 0;
  const value = lazy(() => ++made);
  assertEquals(made, 0);
  assertEquals([value(), value()], [1, 1]);
});
