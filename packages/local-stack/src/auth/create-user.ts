import { randomUUID } from 'node:crypto';
import type { Db } from './db.ts';
import { confirmEmail, insertEmailIdentity, insertUser, mergeMetadata } from './users.ts';

export type CreateUserInput = {
  id?: string;
  aud: string;
  role: string;
  email: string;
  encryptedPassword: string;
  userMetadata: Record<string, unknown>;
  /** Merged over `{provider: 'email', providers: ['email']}`, null values removing keys. */
  appMetadata: Record<string, unknown> | null;
  confirmEmail: boolean;
  bannedUntil?: Date | null;
};

/**
 * Creates a user with an e-mail identity in the caller's transaction, in the order of GoTrue's
 * `adminUserCreate`: the row, the identity, app metadata, confirmation, ban.
 */
export async function createUserWithIdentity(tx: Db, input: CreateUserInput): Promise<string> {
  const id = input.id ?? randomUUID();
  await insertUser(tx, {
    id,
    aud: input.aud,
    role: input.role,
    email: input.email,
    encryptedPassword: input.encryptedPassword,
    userMetadata: input.userMetadata,
    appMetadata: { provider: 'email', providers: ['email'] },
  });
  await insertEmailIdentity(tx, id, {
    sub: id,
    email: input.email,
    email_verified: false,
    phone_verified: false,
  });
  if (input.appMetadata) await mergeMetadata(tx, id, 'raw_app_meta_data', input.appMetadata);
  if (input.confirmEmail) await confirmEmail(tx, id);
  if (input.bannedUntil !== undefined) {
    await tx.query('update auth.users set banned_until = $2 where id = $1', [
      id,
      input.bannedUntil,
    ]);
  }
  return id;
}
