// The service-role client and the real staff lookups, from the function's environment.
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2.109.0';
import type { Database } from '../../../packages/data/src/database.types.ts';
import { type Env, requireProjectKey } from './keys.ts';
import type { StaffLookups } from './staff-caller.ts';

function required(env: Env, name: string): string {
  const value = env(name);
  if (!value) throw new Error(`Missing required environment variable: ${name}`);
  return value;
}

/**
 * A client acting as the service role (bypasses RLS): only ever inside functions. It uses the
 * project's secret key, or the legacy service-role key where the project has no secret key.
 */
export function serviceClient(env: Env): SupabaseClient<Database> {
  return createClient<Database>(required(env, 'SUPABASE_URL'), requireProjectKey(env, 'secret'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** A client acting as the caller whose JWT it is given, so that policies and role checks apply. */
export function callerClient(env: Env, token: string): SupabaseClient<Database> {
  return createClient<Database>(
    required(env, 'SUPABASE_URL'),
    requireProjectKey(env, 'publishable'),
    {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    },
  );
}

/**
 * Staff lookups through Auth (`GET /auth/v1/user` with the caller's token) and the database's
 * `my_staff_access`, called with the caller's token so that its session and level count.
 */
export function staffLookups(client: SupabaseClient<Database>, env: Env): StaffLookups {
  return {
    async userForToken(token) {
      const { data, error } = await client.auth.getUser(token);
      if (error || !data.user) return null;
      return { id: data.user.id, email: data.user.email ?? null };
    },
    async staffForToken(token) {
      const { data, error } = await callerClient(env, token).rpc('my_staff_access').maybeSingle();
      if (error) throw new Error(`Could not read the staff record: ${error.message}`);
      if (!data) return null;
      const access =
        data.access === 'needs_code' || data.access === 'needs_enrolment' ? data.access : 'full';
      return { name: data.name, email: data.email, role: data.role, access };
    },
  };
}
