// supabase-js clients on a test stack: anonymous, service role and signed in.
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import WebSocket from 'ws';
import { fetchFrom } from './client-address.ts';
import type { TestStack } from './test-stack.ts';

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;
/** Node 20 has no global WebSocket: realtime gets the `ws` package's. */
export const transport = WebSocket as unknown as RealtimeTransport;

/**
 * A supabase-js client as a browser would have it, on Node (which needs a WebSocket for
 * realtime), connecting from a client address of its own.
 */
export function anonClient(stack: TestStack): SupabaseClient {
  return createClient(stack.apiUrl, stack.publicKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom() },
    realtime: { transport },
  });
}

/** The service role: what edge functions and admin scripts use. Never in a browser. */
export function serviceClient(stack: TestStack): SupabaseClient {
  return createClient(stack.apiUrl, stack.serverKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport },
  });
}

/** A client signed in with e-mail and password; fails the test when sign-in fails. */
export async function signedInClient(
  stack: TestStack,
  email: string,
  password: string,
): Promise<SupabaseClient> {
  const client = anonClient(stack);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`Sign-in as ${email} failed: ${error.message}`);
  return client;
}
