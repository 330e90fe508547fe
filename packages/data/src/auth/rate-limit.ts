/** Whether Auth refused with its per-address request limit (`over_request_rate_limit`, 429). */
export function isOverRateLimit(error: unknown): boolean {
  const { code, status } = (error ?? {}) as { code?: unknown; status?: unknown };
  return code === 'over_request_rate_limit' || status === 429;
}
