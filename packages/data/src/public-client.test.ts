import { createClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY } from '@venue/local-stack/config';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from './database.types.ts';
import { createPublicClient, type PublicClient, restUrlOf } from './public-client.ts';

type SentRequest = { url: string; method: string; headers: Record<string, string>; body: string };

/** A `fetch` that answers every request with an empty list and keeps what was sent. */
function recordingFetch() {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    sent.push({
      url: request.url,
      method: request.method,
      headers: Object.fromEntries(request.headers),
      body: await request.text(),
    });
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { sent, fetch };
}

/** The reads and function calls a visitor's pages make, one of each shape. */
async function visitorCalls(client: PublicClient) {
  await client.from('faqs').select('id, question').order('position', { ascending: true });
  await client.rpc('venue_day', { day: '2026-12-01' });
  await client.rpc('vote_feedback', {
    feedback_id: '00000000-0000-4000-8000-000000000001',
    voter_id: 'voter',
    vote: 'like',
  });
}

const legacyAnonKey = LOCAL_ANON_KEY;
const publishableKey = LOCAL_PUBLISHABLE_KEY;

describe('the public client', () => {
  it('reads from /rest/v1 under the API URL, as supabase-js does, with or without a path or slash', () => {
    expect(restUrlOf('http://127.0.0.1:54321')).toBe('http://127.0.0.1:54321/rest/v1');
    expect(restUrlOf('https://abcd.supabase.co/')).toBe('https://abcd.supabase.co/rest/v1');
    expect(restUrlOf(' https://api.venue.example/supabase ')).toBe(
      'https://api.venue.example/supabase/rest/v1',
    );
    expect(() => restUrlOf('abcd.supabase.co')).toThrow('Must be a valid HTTP or HTTPS URL');
  });

  it('sends a legacy anon key (a JWT) as apikey and as the bearer token', async () => {
    const { sent, fetch } = recordingFetch();
    const client = createPublicClient({
      url: 'http://127.0.0.1:54321',
      publishableKey: legacyAnonKey,
      fetch,
    });
    await client.from('faqs').select('id').order('position', { ascending: true });

    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('http://127.0.0.1:54321/rest/v1/faqs?select=id&order=position.asc');
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.headers).toMatchObject({
      apikey: legacyAnonKey,
      authorization: `Bearer ${legacyAnonKey}`,
      'accept-profile': 'public',
    });
  });

  it('sends a publishable key as apikey and as a bearer equal to it, which Supabase runs as anon', async () => {
    const { sent, fetch } = recordingFetch();
    const client = createPublicClient({ url: 'https://abcd.supabase.co', publishableKey, fetch });
    await client.rpc('venue_day', { day: '2026-12-01' });

    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://abcd.supabase.co/rest/v1/rpc/venue_day');
    expect(sent[0]?.method).toBe('POST');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ day: '2026-12-01' });
    expect(sent[0]?.headers).toMatchObject({
      apikey: publishableKey,
      authorization: `Bearer ${publishableKey}`,
      'content-profile': 'public',
      'content-type': 'application/json',
    });
  });

  it('refuses to start without a key, as supabase-js does', () => {
    expect(() => createPublicClient({ url: 'http://127.0.0.1:54321', publishableKey: '' })).toThrow(
      'supabaseKey is required.',
    );
  });

  for (const [kind, key] of [
    ['a legacy anon key', legacyAnonKey],
    ['a publishable key', publishableKey],
  ] as const) {
    it(`sends what supabase-js sends for a visitor with ${kind}, but its X-Client-Info`, async () => {
      const small = recordingFetch();
      const full = recordingFetch();
      await visitorCalls(
        createPublicClient({
          url: 'https://abcd.supabase.co',
          publishableKey: key,
          fetch: small.fetch,
        }),
      );
      const supabase = createClient<Database>('https://abcd.supabase.co', key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: full.fetch },
        // Node 20 has no WebSocket of its own; supabase-js sets up realtime as it starts.
        realtime: { transport: WebSocket as never },
      });
      await visitorCalls(supabase);

      // The one difference: supabase-js names itself (`supabase-js/2.x; runtime=web`), for
      // Supabase's statistics only; the small client sends no X-Client-Info.
      expect(full.sent).toHaveLength(3);
      expect(
        full.sent.every((request) => /^supabase-js\//.test(request.headers['x-client-info'] ?? '')),
      ).toBe(true);
      expect(small.sent).toEqual(
        full.sent.map(({ headers: { 'x-client-info': _info, ...headers }, ...request }) => ({
          ...request,
          headers,
        })),
      );
    });
  }
});
