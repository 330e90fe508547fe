import type { AuthContext } from './context.ts';
import { inTransaction } from './db.ts';
import { listFactors, loadOwnFactor, removeFactor } from './factors.ts';
import { factorJson, type UserRow } from './users.ts';

// GoTrue's admin factor API (`/admin/users/{id}/factors`), for the service role.

/** `GET /admin/users/{id}/factors`. */
export async function adminListFactors(ctx: AuthContext, user: UserRow) {
  return (await listFactors(ctx.pool, user.id)).map(factorJson);
}

/** `DELETE /admin/users/{id}/factors/{factor_id}` (GoTrue's `adminUserDeleteFactor`). */
export async function adminDeleteFactor(ctx: AuthContext, user: UserRow, factorId: string) {
  const factor = await loadOwnFactor(ctx.pool, user.id, factorId);
  await inTransaction(ctx.pool, (tx) => removeFactor(tx, factor));
  return factorJson(factor);
}
