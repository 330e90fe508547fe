import { toAsciiDigits } from '@venue/domain/digits';
import type { VenueClient } from '../client.ts';
import { DataError, unwrap } from '../errors.ts';
import { invokeStaffAccounts } from '../staff/invoke-staff-accounts.ts';

// A staff member's second factor: a TOTP app (Google Authenticator, 1Password, ...) through
// Supabase Auth's MFA API. Auth keeps the factors; the database's staff check asks for an aal2
// token of a member who has one (docs/decisions/022-staff-second-factor.md).

/** A started enrolment: the factor to confirm, its QR code (an image address) and its secret. */
export type TotpEnrolment = { factorId: string; qrCode: string; secret: string; uri: string };

/**
 * Why Auth refused a code, as a code the screens translate: a wrong or old code, a challenge
 * that expired, too many tries.
 */
export type SecondFactorRefusal =
  | 'mfa_verification_failed'
  | 'mfa_challenge_expired'
  | 'over_request_rate_limit'
  | 'second_factor_failed';

function refusal(error: { code?: string | undefined; message: string }): DataError {
  const code: SecondFactorRefusal =
    error.code === 'mfa_verification_failed' ||
    error.code === 'mfa_challenge_expired' ||
    error.code === 'over_request_rate_limit'
      ? error.code
      : 'second_factor_failed';
  return new DataError(error.message, code);
}

/** The six digits as Auth reads them: Arabic-Indic and Persian digits become ASCII, spaces go. */
export function normaliseCode(code: string): string {
  return toAsciiDigits(code).replace(/[\s-]/g, '');
}

/**
 * Starts setting up a TOTP app: an enrolment left unconfirmed earlier is dropped first (Auth
 * allows one name per factor), then a new factor is made for the member to confirm with a code.
 */
export async function startTotpEnrolment(client: VenueClient): Promise<TotpEnrolment> {
  const listed = await client.auth.mfa.listFactors();
  if (listed.error) throw refusal(listed.error);
  for (const factor of listed.data.all) {
    if (factor.status !== 'verified') {
      const { error } = await client.auth.mfa.unenroll({ factorId: factor.id });
      if (error) throw refusal(error);
    }
  }
  const { data, error } = await client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: `Authenticator app ${new Date().toISOString()}`,
  });
  if (error) throw refusal(error);
  return {
    factorId: data.id,
    qrCode: data.totp.qr_code,
    secret: data.totp.secret,
    uri: data.totp.uri,
  };
}

/** Answers a challenge of the factor with the typed code; the session becomes aal2. */
export async function verifyTotp(
  client: VenueClient,
  factorId: string,
  code: string,
): Promise<void> {
  const { error } = await client.auth.mfa.challengeAndVerify({
    factorId,
    code: normaliseCode(code),
  });
  if (error) throw refusal(error);
}

/** The member's verified TOTP factor, or null when they have none. */
export async function verifiedTotpFactor(client: VenueClient): Promise<string | null> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw refusal(error);
  return data.totp[0]?.id ?? null;
}

/** At sign-in: the code of the member's own app raises the password session to aal2. */
export async function enterSignInCode(client: VenueClient, code: string): Promise<void> {
  const factorId = await verifiedTotpFactor(client);
  if (!factorId) throw new DataError('No authenticator app is set up.', 'second_factor_failed');
  await verifyTotp(client, factorId, code);
}

/**
 * Removes the member's own TOTP app (their session must be aal2), then refreshes the session so
 * that its token says what Auth now records (aal1).
 */
export async function removeOwnSecondFactor(client: VenueClient): Promise<void> {
  const factorId = await verifiedTotpFactor(client);
  if (!factorId) return;
  const { error } = await client.auth.mfa.unenroll({ factorId });
  if (error) throw refusal(error);
  const refreshed = await client.auth.refreshSession();
  if (refreshed.error) throw refusal(refreshed.error);
}

/**
 * The manager requires (or stops requiring) a second factor of every staff member. Refused with
 * VN031 until the manager has set up their own, and 42501 for anyone else.
 */
export async function setSecondFactorRequired(
  client: VenueClient,
  required: boolean,
): Promise<boolean> {
  return unwrap(await client.rpc('set_second_factor_required', { required })) === true;
}

/** The manager only: which staff members have set up a second factor, by id. */
export async function listStaffSecondFactors(client: VenueClient): Promise<Map<string, boolean>> {
  const rows = unwrap(await client.rpc('staff_second_factors')) ?? [];
  return new Map(rows.map((row) => [row.id, row.has_second_factor]));
}

/** The manager removes a member's second factor (a lost phone); the member is signed out. */
export async function removeStaffSecondFactor(client: VenueClient, id: string): Promise<void> {
  await invokeStaffAccounts<{ updated: string }>(client, { action: 'remove_second_factor', id });
}
