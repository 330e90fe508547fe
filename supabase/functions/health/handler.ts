// The health check: proves the functions path end to end (gateway, runtime, env). It reveals
// nothing but whether the runtime has its settings, so it needs no JWT (config.toml).
import { json, methodNotAllowed } from '../_shared/json.ts';
import { type Env, projectKey } from '../_shared/keys.ts';

export type HealthDeps = {
  env: Env;
  now: () => Date;
};

/** Answers `{ status: "ok" }` with the time and whether the runtime has its Supabase settings. */
export function handleHealth(request: Request, deps: HealthDeps): Response {
  if (request.method !== 'GET' && request.method !== 'POST') {
    return methodNotAllowed();
  }
  const configured =
    Boolean(deps.env('SUPABASE_URL')) &&
    projectKey(deps.env, 'secret') !== null &&
    projectKey(deps.env, 'publishable') !== null;
  return json({ status: 'ok', time: deps.now().toISOString(), configured });
}
