import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AUDIENCE, type AuthContext, DEFAULT_ROLE } from './context.ts';
import { createUserWithIdentity } from './create-user.ts';
import { inTransaction } from './db.ts';
import { badRequest, notFound, unprocessable } from './errors.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';
import {
  booleanParam,
  objectParam,
  optionalStringParam,
  readParams,
  stringParam,
} from './request.ts';
import {
  confirmEmail,
  findUserById,
  isDuplicatedEmail,
  mergeMetadata,
  type UserRow,
  updatePassword,
  userJson,
} from './users.ts';
import { isUuid, NIL_UUID, normalizeEmail, parseBanDuration } from './validation.ts';

export type JsonReply = { status: number; body: unknown; headers?: Record<string, string> };

/** GoTrue's `loadUser` for `/admin/users/{user_id}`. */
export async function loadTargetUser(ctx: AuthContext, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.pool, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

function bannedUntil(banDuration: string): Date | null | undefined {
  if (banDuration === '') return undefined;
  const ms = parseBanDuration(banDuration);
  return ms === 0 ? null : new Date(Date.now() + ms);
}

function refusePhone(params: Record<string, unknown>): void {
  if (stringParam(params, 'phone')) {
    throw badRequest(
      'phone_provider_disabled',
      'Phone users are not supported by the local auth service',
    );
  }
}

const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

/** A concurrent request that took the address first trips the unique index on `auth.users.email`. */
function asEmailExists(error: unknown): never {
  const pgError = error as { code?: string; constraint?: string };
  if (pgError.code === '23505' && pgError.constraint === 'users_email_partial_key') {
    throw emailExists();
  }
  throw error;
}

/** `POST /admin/users` (GoTrue's `adminUserCreate`, e-mail users). */
export async function adminCreateUser(ctx: AuthContext, req: IncomingMessage): Promise<JsonReply> {
  const params = await readParams(req);
  const aud = stringParam(params, 'aud') || AUDIENCE;
  refusePhone(params);
  const rawEmail = stringParam(params, 'email');
  if (!rawEmail) {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  }
  const email = normalizeEmail(rawEmail);
  if (await isDuplicatedEmail(ctx.pool, email, aud, null)) {
    throw emailExists();
  }

  const password = optionalStringParam(params, 'password');
  const passwordHash = stringParam(params, 'password_hash');
  if (password !== null && passwordHash) {
    throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
  }
  if (password) checkPasswordStrength(password, ctx.settings.passwordRule);
  if (passwordHash && !/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(passwordHash)) {
    throw badRequest(
      'validation_failed',
      'password_hash must be a bcrypt hash: the local auth service supports no other kind',
    );
  }
  // Without a password GoTrue sets a random one nobody knows.
  const encryptedPassword =
    passwordHash || (await hashPassword(password || randomBytes(48).toString('base64url')));

  const id = stringParam(params, 'id');
  if (id && !isUuid(id)) {
    throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
  }
  if (id === NIL_UUID) throw badRequest('validation_failed', 'ID cannot be a nil uuid');
  const banUntil = bannedUntil(stringParam(params, 'ban_duration'));

  const user = await inTransaction(ctx.pool, async (tx) => {
    const created = await createUserWithIdentity(tx, {
      ...(id ? { id } : {}),
      aud,
      role: stringParam(params, 'role').trim() || DEFAULT_ROLE,
      email,
      encryptedPassword,
      userMetadata: objectParam(params, 'user_metadata') ?? {},
      appMetadata: objectParam(params, 'app_metadata'),
      confirmEmail: booleanParam(params, 'email_confirm'),
      ...(banUntil === undefined ? {} : { bannedUntil: banUntil }),
    });
    return findUserById(tx, created);
  }).catch(asEmailExists);
  return { status: 200, body: user ? userJson(user) : {} };
}

/**
 * `PUT /admin/users/{id}` (GoTrue's `adminUserUpdate`): role, confirmation, password (every
 * session of the user ends), e-mail (kept in the e-mail identity), metadata merges, ban.
 */
export async function adminUpdateUser(
  ctx: AuthContext,
  req: IncomingMessage,
  target: UserRow,
): Promise<JsonReply> {
  const params = await readParams(req);
  refusePhone(params);
  const rawEmail = stringParam(params, 'email');
  const email = rawEmail ? normalizeEmail(rawEmail) : '';
  const banUntil = bannedUntil(stringParam(params, 'ban_duration'));
  const password = optionalStringParam(params, 'password');
  let encryptedPassword: string | null = null;
  if (password !== null) {
    checkPasswordStrength(password, ctx.settings.passwordRule);
    encryptedPassword = await hashPassword(password);
  }
  if (email && (await isDuplicatedEmail(ctx.pool, email, target.aud ?? AUDIENCE, target.id))) {
    throw emailExists();
  }
  const emailConfirm = booleanParam(params, 'email_confirm');
  const role = stringParam(params, 'role').trim();
  const appMetadata = objectParam(params, 'app_metadata');
  const userMetadata = objectParam(params, 'user_metadata');

  const user = await inTransaction(ctx.pool, async (tx) => {
    if (role)
      await tx.query('update auth.users set role = $2, updated_at = now() where id = $1', [
        target.id,
        role,
      ]);
    if (emailConfirm) await confirmEmail(tx, target.id);
    if (password !== null) await updatePassword(tx, target.id, encryptedPassword, null);
    if (email) {
      const identityData = { email, email_verified: emailConfirm };
      const { rowCount } = await tx.query(
        `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
         where provider = 'email' and provider_id = $1`,
        [target.id, identityData],
      );
      if (!rowCount) {
        await tx.query(
          `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
           values (gen_random_uuid(), $1::text, $1::uuid, $2, 'email', now(), now(), now())`,
          [target.id, { sub: target.id, ...identityData, phone_verified: false }],
        );
      }
      await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [
        target.id,
        email,
      ]);
    }
    if (appMetadata) await mergeMetadata(tx, target.id, 'raw_app_meta_data', appMetadata);
    if (userMetadata) await mergeMetadata(tx, target.id, 'raw_user_meta_data', userMetadata);
    if (banUntil !== undefined) {
      await tx.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [
        target.id,
        banUntil,
      ]);
    }
    return findUserById(tx, target.id);
  }).catch(asEmailExists);
  return { status: 200, body: user ? userJson(user) : {} };
}

function obfuscate(userId: string, value: string): string {
  return createHash('sha256')
    .update(userId + value)
    .digest('base64url');
}

/**
 * `DELETE /admin/users/{id}`: removes the user (sessions, tokens and identities cascade), or with
 * `should_soft_delete` keeps an anonymised row as GoTrue's `SoftDeleteUser` does.
 */
export async function adminDeleteUser(
  ctx: AuthContext,
  req: IncomingMessage,
  target: UserRow,
): Promise<JsonReply> {
  const params = await readParams(req);
  await inTransaction(ctx.pool, async (tx) => {
    if (!booleanParam(params, 'should_soft_delete')) {
      await tx.query('delete from auth.users where id = $1', [target.id]);
      return;
    }
    if (target.deleted_at) return;
    await tx.query(
      `update auth.users
       set email = $2, phone = $3, email_change = $4, phone_change = $5, encrypted_password = null,
           confirmation_token = '', recovery_token = '', email_change_token_current = '',
           email_change_token_new = '', phone_change_token = '', raw_user_meta_data = '{}'::jsonb,
           raw_app_meta_data = '{}'::jsonb, deleted_at = now(), updated_at = now()
       where id = $1`,
      [
        target.id,
        target.email ? obfuscate(target.id, target.email) : null,
        target.phone ? obfuscate(target.id, target.phone).slice(0, 15) : null,
        target.email_change ? obfuscate(target.id, target.email_change) : '',
        target.phone_change ? obfuscate(target.id, target.phone_change).slice(0, 15) : '',
      ],
    );
    for (const identity of target.identities) {
      await tx.query(
        `update auth.identities set identity_data = '{}'::jsonb, provider_id = $2 where id = $1`,
        [identity.identity_id, obfuscate(target.id, `${identity.provider}:${identity.id}`)],
      );
    }
    await tx.query('delete from auth.sessions where user_id = $1', [target.id]);
  });
  return { status: 200, body: {} };
}

export function adminGetUser(target: UserRow): JsonReply {
  return { status: 200, body: userJson(target) };
}
