import type { Db } from './db.ts';
import { NIL_UUID } from './validation.ts';

type Json = Record<string, unknown>;

export type IdentityRow = {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Json | null;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email: string | null;
};

/** A row of `auth.mfa_factors` as GoTrue serialises it (the secret never leaves the table). */
export type FactorRow = {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
};

/** The columns of `auth.users` GoTrue reads, with the user's identities and factors. */
export type UserRow = {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  is_sso_user: boolean;
  identities: IdentityRow[];
  factors: FactorRow[];
};

const USER_SELECT = `
  select u.id, u.aud, u.role, u.email, u.encrypted_password, u.email_confirmed_at, u.invited_at,
         u.phone, u.phone_confirmed_at, u.confirmation_sent_at, u.confirmed_at, u.recovery_sent_at,
         u.email_change, u.email_change_sent_at, u.phone_change, u.phone_change_sent_at,
         u.reauthentication_sent_at, u.last_sign_in_at, u.raw_app_meta_data, u.raw_user_meta_data,
         u.created_at, u.updated_at, u.banned_until, u.deleted_at, u.is_anonymous, u.is_sso_user,
         coalesce((
           select json_agg(json_build_object(
             'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id,
             'identity_data', i.identity_data, 'provider', i.provider,
             'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
             'updated_at', i.updated_at, 'email', i.email
           ) order by i.created_at, i.id)
           from auth.identities i where i.user_id = u.id
         ), '[]'::json) as identities,
         coalesce((
           select json_agg(json_build_object(
             'id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type,
             'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at,
             'last_challenged_at', f.last_challenged_at
           ) order by f.created_at, f.id)
           from auth.mfa_factors f where f.user_id = u.id
         ), '[]'::json) as factors
  from auth.users u`;

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`${USER_SELECT} where u.id = $1`, [id]);
  return rows[0] ?? null;
}

/** GoTrue's `FindUserByEmailAndAudience`: case-insensitive, SSO users excluded. */
export async function findUserByEmail(db: Db, email: string, aud: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `${USER_SELECT} where lower(u.email) = lower($1) and u.aud = $2 and u.is_sso_user = false`,
    [email, aud],
  );
  return rows[0] ?? null;
}

/**
 * GoTrue's `IsDuplicatedEmail`: another user of the audience already owns the address, through a
 * non-SSO identity or the users table itself.
 */
export async function isDuplicatedEmail(
  db: Db,
  email: string,
  aud: string,
  exceptUserId: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from auth.users u
     where u.aud = $2 and u.id is distinct from $3::uuid and (
       exists (select 1 from auth.identities i
               where i.user_id = u.id and i.email = lower($1) and i.provider not like 'sso:%')
       or (lower(u.email) = lower($1) and u.is_sso_user = false)
     )
     limit 1`,
    [email, aud, exceptUserId],
  );
  return rows.length > 0;
}

export function isBanned(user: UserRow, now: Date): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > now.getTime();
}

function timestamp(value: string | null): string | undefined {
  return value ? new Date(value).toISOString() : undefined;
}

function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.identity_id,
    id: identity.id,
    user_id: identity.user_id,
    ...(identity.identity_data ? { identity_data: identity.identity_data } : {}),
    provider: identity.provider,
    ...(identity.last_sign_in_at ? { last_sign_in_at: timestamp(identity.last_sign_in_at) } : {}),
    created_at: timestamp(identity.created_at) ?? new Date(0).toISOString(),
    updated_at: timestamp(identity.updated_at) ?? new Date(0).toISOString(),
    ...(identity.email ? { email: identity.email } : {}),
  };
}

/** GoTrue's `models.Factor` JSON. */
export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    created_at: new Date(factor.created_at).toISOString(),
    updated_at: new Date(factor.updated_at).toISOString(),
    status: factor.status,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    phone: null,
    last_challenged_at: timestamp(factor.last_challenged_at) ?? null,
  };
}

/** Present only when set, like GoTrue's `omitempty` fields. */
function optional(name: string, value: Date | string | null) {
  return value === null || value === '' ? {} : { [name]: value };
}

/** The user object exactly as GoTrue serialises `models.User` (field order included). */
export function userJson(user: UserRow) {
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    ...optional('email_confirmed_at', user.email_confirmed_at),
    ...optional('invited_at', user.invited_at),
    phone: user.phone ?? '',
    ...optional('phone_confirmed_at', user.phone_confirmed_at),
    ...optional('confirmation_sent_at', user.confirmation_sent_at),
    ...optional('confirmed_at', user.confirmed_at),
    ...optional('recovery_sent_at', user.recovery_sent_at),
    ...optional('new_email', user.email_change),
    ...optional('email_change_sent_at', user.email_change_sent_at),
    ...optional('new_phone', user.phone_change),
    ...optional('phone_change_sent_at', user.phone_change_sent_at),
    ...optional('reauthentication_sent_at', user.reauthentication_sent_at),
    ...optional('last_sign_in_at', user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: user.identities.map(identityJson),
    ...(user.factors.length > 0 ? { factors: user.factors.map(factorJson) } : {}),
    created_at: user.created_at ?? new Date(0),
    updated_at: user.updated_at ?? new Date(0),
    ...optional('banned_until', user.banned_until),
    ...optional('deleted_at', user.deleted_at),
    is_anonymous: user.is_anonymous,
  };
}

export type NewUser = {
  id: string;
  aud: string;
  role: string;
  email: string;
  encryptedPassword: string;
  userMetadata: Json;
  appMetadata: Json;
};

/** Inserts the `auth.users` row as GoTrue's `tx.Create(user)` does (empty token columns, not null). */
export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.query(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
       confirmation_token, recovery_token, email_change_token_new, email_change,
       email_change_token_current, phone_change, phone_change_token, reauthentication_token,
       is_sso_user, is_anonymous, created_at, updated_at
     ) values ($1, $2, $3, $4, $5, $6, $7, $8, '', '', '', '', '', '', '', '', false, false, now(), now())`,
    [
      NIL_UUID,
      user.id,
      user.aud,
      user.role,
      user.email,
      user.encryptedPassword,
      user.appMetadata,
      user.userMetadata,
    ],
  );
}

/** GoTrue's `NewIdentity` for the email provider: provider_id is the user id. */
export async function insertEmailIdentity(
  db: Db,
  userId: string,
  identityData: Json,
): Promise<void> {
  await db.query(
    `insert into auth.identities (
       id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
     ) values (gen_random_uuid(), $1::text, $1::uuid, $2, 'email', now(), now(), now())`,
    [userId, identityData],
  );
}

/**
 * Merges into `raw_user_meta_data` or `raw_app_meta_data` as GoTrue's `UpdateUserMetaData`:
 * keys set to null are removed, others replaced.
 */
export async function mergeMetadata(
  db: Db,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  updates: Json,
): Promise<void> {
  const removed = Object.keys(updates).filter((key) => updates[key] === null);
  const kept = Object.fromEntries(Object.entries(updates).filter(([, value]) => value !== null));
  await db.query(
    `update auth.users
     set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb) - $3::text[], updated_at = now()
     where id = $1`,
    [userId, kept, removed],
  );
}

/** GoTrue's `Confirm`: confirmation time set, and `email_verified: true` in the user metadata. */
export async function confirmEmail(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.users
     set confirmation_token = '', email_confirmed_at = now(), updated_at = now()
     where id = $1`,
    [userId],
  );
  await mergeMetadata(db, userId, 'raw_user_meta_data', { email_verified: true });
}

/**
 * GoTrue's `UpdatePassword`: the new hash, every pending token cleared, and the user signed out of
 * every session but `keepSessionId` (all of them when it is null).
 */
export async function updatePassword(
  db: Db,
  userId: string,
  encryptedPassword: string | null,
  keepSessionId: string | null,
): Promise<void> {
  await db.query(
    `update auth.users
     set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
         recovery_token = '', recovery_sent_at = null, email_change_token_current = '',
         email_change_token_new = '', email_change_sent_at = null, phone_change_token = '',
         phone_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null,
         updated_at = now()
     where id = $1`,
    [userId, encryptedPassword],
  );
  await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [
    userId,
    keepSessionId,
  ]);
}
