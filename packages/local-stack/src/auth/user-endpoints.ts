import type { IncomingMessage } from 'node:http';
import { AUDIENCE, type AuthContext } from './context.ts';
import { inTransaction } from './db.ts';
import { badRequest, forbidden, unauthorized, unprocessable } from './errors.ts';
import { listFactors } from './factors.ts';
import { requireAuthentication } from './guards.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import { objectParam, optionalStringParam, readParams, stringParam } from './request.ts';
import { deleteSessions, type LogoutScope } from './sessions.ts';
import { findUserById, mergeMetadata, updatePassword, userJson } from './users.ts';
import { normalizeEmail } from './validation.ts';

/** `GET /user`: the signed-in user. */
export async function getUser(ctx: AuthContext, req: IncomingMessage) {
  const { claims, user } = await requireAuthentication(ctx, req);
  const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (audience !== AUDIENCE) {
    throw badRequest('validation_failed', "Token audience doesn't match request audience");
  }
  return userJson(user);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `PUT /user` (GoTrue's `UserUpdate`): a new password (the user's other sessions end), metadata
 * merged into `user_metadata`. E-mail changes need GoTrue's confirmation mails and are refused.
 */
export async function updateUser(ctx: AuthContext, req: IncomingMessage) {
  const { user, session } = await requireAuthentication(ctx, req);
  const params = await readParams(req);

  const email = stringParam(params, 'email');
  const password = optionalStringParam(params, 'password');
  const data = objectParam(params, 'data');
  if (email) normalizeEmail(email);
  if (stringParam(params, 'phone')) {
    throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  }
  if (password !== null) checkPasswordStrength(password, ctx.settings.passwordRule);
  if (objectParam(params, 'app_metadata') !== null) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  if (email && email.toLowerCase() !== user.email) {
    throw unprocessable(
      'email_change_not_supported',
      'Changing the e-mail address needs a confirmation mail, which the local auth service does not send; change it with the admin API (auth.admin.updateUserById)',
    );
  }

  // As GoTrue: a user with a verified factor changes their password only from a session that
  // entered its code (aal2).
  if (password !== null && password !== '' && session?.aal !== 'aal2') {
    const factors = await listFactors(ctx.pool, user.id);
    if (factors.some((factor) => factor.status === 'verified')) {
      throw unauthorized(
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
  }

  let encryptedPassword: string | null = null;
  if (password !== null) {
    if (ctx.settings.securePasswordChange) {
      const signedInAt = session?.created_at.getTime() ?? 0;
      if (Date.now() > signedInAt + DAY_MS) {
        throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
      }
    }
    // As GoTrue with `update_password_require_current_password`: a user who has a password
    // proves it before setting another (recovery sessions aside, which this service never issues).
    if (ctx.settings.requireCurrentPassword && password !== '' && user.encrypted_password) {
      const current = optionalStringParam(params, 'current_password');
      if (!current) {
        throw badRequest(
          'current_password_required',
          'Current password required when setting new password.',
        );
      }
      if (!(await verifyPassword(current, user.encrypted_password))) {
        throw badRequest(
          'current_password_invalid',
          'Current password required when setting new password.',
        );
      }
    }
    if (password !== '' && (await verifyPassword(password, user.encrypted_password))) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      );
    }
    encryptedPassword = password === '' ? null : await hashPassword(password);
  }

  return inTransaction(ctx.pool, async (tx) => {
    if (password !== null) {
      await updatePassword(tx, user.id, encryptedPassword, session?.id ?? null);
    }
    if (data) await mergeMetadata(tx, user.id, 'raw_user_meta_data', data);
    await tx.query('update auth.users set updated_at = now() where id = $1', [user.id]);
    const updated = await findUserById(tx, user.id);
    if (!updated) throw new Error('The updated user disappeared');
    return userJson(updated);
  });
}

/** `POST /logout?scope=global|local|others`: ends sessions; their refresh tokens go with them. */
export async function logout(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<void> {
  const { user, session } = await requireAuthentication(ctx, req);
  const rawScope = url.searchParams.get('scope') ?? '';
  const scopes: Record<string, LogoutScope> = {
    '': 'global',
    global: 'global',
    local: 'local',
    others: 'others',
  };
  const scope = scopes[rawScope];
  if (!scope) throw badRequest('validation_failed', `Unsupported logout scope "${rawScope}"`);
  await inTransaction(ctx.pool, (tx) => deleteSessions(tx, user.id, session?.id ?? null, scope));
}
