// What the gateway makes of a request's `apikey` under both key models, and the token it hands the services.
import type { ApiKeyMode } from '../config.ts';

/** The project's API keys and which of them it accepts (`StackConfig`'s fields of the same names). */
export type ProjectKeys = {
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  apiKeys: ApiKeyMode;
};

export type KeyCheck = { ok: true } | { ok: false; status: number; body: Record<string, string> };

const invalidKey = {
  ok: false,
  status: 401,
  body: {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  },
} as const;

/** Kong's answer to a request that needs a key and sent none. */
export const missingKey = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
} as const;

/**
 * What the hosted gateway makes of an `apikey`: a publishable key acts as `anon` and a secret key
 * as `service_role`; the legacy JWT keys work until they are switched off; a secret key is refused
 * when a browser sends it.
 */
export function checkApiKey(apikey: string, keys: ProjectKeys, userAgent: string): KeyCheck {
  const newKeys = keys.apiKeys !== 'legacy';
  const legacyKeys = keys.apiKeys !== 'new';
  if (apikey === keys.publishableKey) return newKeys ? { ok: true } : invalidKey;
  if (apikey === keys.secretKey) {
    if (!newKeys) return invalidKey;
    if (/\bMozilla\//.test(userAgent)) {
      return {
        ok: false,
        status: 401,
        body: {
          message: 'Forbidden use of secret API key in browser',
          hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser. Use the publishable key instead.',
        },
      };
    }
    return { ok: true };
  }
  if (apikey === keys.anonKey || apikey === keys.serviceRoleKey) {
    if (legacyKeys) return { ok: true };
    return {
      ok: false,
      status: 401,
      body: {
        message: 'Legacy API keys are disabled',
        hint: 'Your legacy API keys (anon, service_role) are disabled. Use the publishable or secret API key instead.',
      },
    };
  }
  return invalidKey;
}

/**
 * The bearer token the Supabase services get, as the CLI's Kong sets it: the caller's own token
 * unless it is an opaque key (`Bearer sb_…`, which old clients send), else the role JWT the API
 * key stands for, else a legacy key itself.
 */
export function serviceAuthorization(
  authorization: string | undefined,
  apikey: string | undefined,
  keys: ProjectKeys,
): string | undefined {
  if (authorization && !/^Bearer sb_/i.test(authorization)) return authorization;
  if (apikey === keys.secretKey) return `Bearer ${keys.serviceRoleKey}`;
  if (apikey === keys.publishableKey) return `Bearer ${keys.anonKey}`;
  return apikey ? `Bearer ${apikey}` : undefined;
}

/** Auth paths Kong leaves open (browser redirects), and Storage's public downloads. */
export function needsApiKey(path: string): boolean {
  if (/^\/auth\/v1\/(verify|callback|authorize)(\/|$|\?)/.test(path)) return false;
  if (path.startsWith('/storage/v1/')) return false;
  if (path.startsWith('/functions/v1/')) return false;
  return true;
}
