import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Db } from './db.ts';
import { NIL_UUID } from './validation.ts';

export type SessionRow = {
  id: string;
  user_id: string;
  created_at: Date;
  not_after: Date | null;
  aal: string | null;
  /** The session's authentication methods (`auth.mfa_amr_claims`), most recent first. */
  amr: { method: string; timestamp: number }[];
};

/** A session's columns with its `amr` claim, as GoTrue's `CalculateAALAndAMR` orders it. */
const SESSION_SELECT = `select s.id, s.user_id, s.created_at, s.not_after, s.aal,
  coalesce((
    select json_agg(json_build_object(
      'method', c.authentication_method,
      'timestamp', floor(extract(epoch from c.updated_at))::bigint
    ) order by c.updated_at desc)
    from auth.mfa_amr_claims c where c.session_id = s.id
  ), '[]'::json) as amr
  from auth.sessions s`;

export type RefreshTokenRow = {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date;
};

const REFRESH_TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A refresh token as GoTrue issues them: 12 random lower-case alphanumerics (60 bits). */
export function newRefreshToken(): string {
  return [...randomBytes(12)].map((byte) => REFRESH_TOKEN_ALPHABET[byte & 31]).join('');
}

/** What GoTrue stores on a session about the client: its User-Agent and IP (X-Forwarded-For first). */
export function clientInfo(req: IncomingMessage): { userAgent: string | null; ip: string | null } {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')[0]
    ?.trim();
  const candidate = forwarded || req.socket.remoteAddress || '';
  return {
    userAgent: req.headers['user-agent'] || null,
    ip: isIP(candidate) ? candidate : null,
  };
}

export async function findSession(db: Db, id: string): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(`${SESSION_SELECT} where s.id = $1`, [id]);
  return rows[0] ?? null;
}

/** GoTrue's `AddClaimToSession`: records (or refreshes) how the session was authenticated. */
export async function addAmrClaim(db: Db, sessionId: string, method: string): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
}

/**
 * GoTrue's `GrantAuthenticatedUser`: a new aal1 session, its `password` claim and its first
 * refresh token.
 */
export async function createSession(
  db: Db,
  userId: string,
  client: { userAgent: string | null; ip: string | null },
): Promise<{ session: SessionRow; refreshToken: string }> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4)
     returning id`,
    [randomUUID(), userId, client.userAgent, client.ip],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('The new session was not returned');
  await addAmrClaim(db, id, 'password');
  const session = await findSession(db, id);
  if (!session) throw new Error('The new session was not found');
  const refreshToken = await insertRefreshToken(db, userId, session.id, null);
  await db.query(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1',
    [userId],
  );
  return { session, refreshToken };
}

async function insertRefreshToken(
  db: Db,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ($1, $2, $3, false, $4, $5, now(), now())`,
    [NIL_UUID, token, userId, parent, sessionId],
  );
  return token;
}

const REFRESH_TOKEN_COLUMNS = 'id, token, user_id, revoked, parent, session_id, updated_at';

export async function findRefreshToken(
  db: Db,
  token: string,
  forUpdate = false,
): Promise<RefreshTokenRow | null> {
  const { rows } = await db.query<RefreshTokenRow>(
    `select ${REFRESH_TOKEN_COLUMNS} from auth.refresh_tokens where token = $1${forUpdate ? ' for update' : ''}`,
    [token],
  );
  return rows[0] ?? null;
}

/** The session's last issued, unrevoked refresh token (GoTrue's `FindCurrentlyActiveRefreshToken`). */
export async function findActiveRefreshToken(
  db: Db,
  sessionId: string,
): Promise<RefreshTokenRow | null> {
  const { rows } = await db.query<RefreshTokenRow>(
    `select ${REFRESH_TOKEN_COLUMNS} from auth.refresh_tokens
     where session_id = $1 and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  return rows[0] ?? null;
}

/** GoTrue's `GrantRefreshTokenSwap`: the presented token revoked, a child of it issued. */
export async function swapRefreshToken(db: Db, token: RefreshTokenRow): Promise<string> {
  await db.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
    [token.id],
  );
  if (!token.session_id) throw new Error('A refresh token without a session cannot be swapped');
  return insertRefreshToken(db, token.user_id, token.session_id, token.token);
}

/** GoTrue's `RevokeTokenFamily` for tokens with a session: every live token of the session. */
export async function revokeSessionTokens(db: Db, sessionId: string): Promise<void> {
  await db.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
    [sessionId],
  );
}

export async function markSessionRefreshed(
  db: Db,
  sessionId: string,
  client: { userAgent: string | null; ip: string | null },
): Promise<void> {
  // refreshed_at is a `timestamp without time zone` that GoTrue fills in UTC.
  await db.query(
    `update auth.sessions
     set refreshed_at = now() at time zone 'utc', user_agent = $2, ip = $3, updated_at = now()
     where id = $1`,
    [sessionId, client.userAgent, client.ip],
  );
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function deleteSessions(
  db: Db,
  userId: string,
  sessionId: string | null,
  scope: LogoutScope,
): Promise<void> {
  if (sessionId && scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (sessionId && scope === 'others') {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      userId,
      sessionId,
    ]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}
