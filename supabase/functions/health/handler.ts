// The health check: proves the functions path end to end (gateway, JWT check, runtime, env).

export type HealthDeps = {
  env: (name: string) => string | undefined;
  now: () => Date;
};

/** Answers `{ status: "ok" }` with the time and whether the runtime has its Supabase settings. */
export function handleHealth(request: Request, deps: HealthDeps): Response {
  if (request.method === 'OPTIONS') {
    return new Response(null, { status: 204, headers: corsHeaders });
  }
  if (request.method !== 'GET' && request.method !== 'POST') {
    return Response.json({ error: 'Method not allowed' }, { status: 405, headers: corsHeaders });
  }
  const configured = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'].every(
    (name) => Boolean(deps.env(name)),
  );
  return Response.json(
    { status: 'ok', time: deps.now().toISOString(), configured },
    { headers: corsHeaders },
  );
}

export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
};
