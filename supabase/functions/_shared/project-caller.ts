// Whether a request comes from the project itself (its scheduled jobs, the local stack's tick):
// it presents the project's secret key, as the bearer token or the `apikey` header (a gateway
// may put a JWT in the one and leave the key in the other).

/** What the caller presented: the bearer token and the `apikey` header. */
function presentedKeys(request: Request): string[] {
  const bearer = request.headers
    .get('authorization')
    ?.match(/^Bearer\s+(.+)$/i)?.[1]
    ?.trim();
  const apikey = request.headers.get('apikey')?.trim();
  return [bearer, apikey].filter((key): key is string => Boolean(key));
}

/** Compares without stopping at the first difference. */
function sameKey(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  }
  return difference === 0;
}

/** True when the request presents one of the project's secret keys. */
export function isProjectCaller(request: Request, secretKeys: readonly string[]): boolean {
  return presentedKeys(request).some((given) => secretKeys.some((key) => sameKey(key, given)));
}
