import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { parse } from 'smol-toml';
import type { PasswordRule } from './auth/passwords.ts';
import { supabaseDir } from './paths.ts';

/** The parts of supabase/config.toml the local stack honours, as `supabase start` would. */
export type AuthSettings = {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  enableSignup: boolean;
  enableRefreshTokenRotation: boolean;
  refreshTokenReuseInterval: number;
  /** `minimum_password_length` and `password_requirements`. */
  passwordRule: PasswordRule;
  enableEmailConfirmations: boolean;
  securePasswordChange: boolean;
  /** `[auth.email] require_current_password`: `PUT /user` needs `current_password` to set one. */
  requireCurrentPassword: boolean;
  /** `[auth.rate_limit]`: requests per 5 minutes per client address. */
  rateLimit: {
    /** `token_refresh`: GoTrue's `/token` (password sign-in and refresh) limit. */
    tokenRefresh: number;
    /** `sign_in_sign_ups`: GoTrue's OTP limit, on `/signup` and `PUT /user` among others. */
    signInSignUps: number;
  };
  /** `[auth.mfa]`: TOTP factors (the only kind the local auth service speaks). */
  mfa: {
    maxEnrolledFactors: number;
    totp: { enrollEnabled: boolean; verifyEnabled: boolean };
  };
};

export type StorageSettings = {
  /** Global upload limit in bytes (`[storage] file_size_limit`). */
  fileSizeLimit: number;
};

/** A `[storage.buckets.<name>]` entry: the bucket's settings and the folder seeded into it. */
export type BucketSettings = {
  name: string;
  public: boolean;
  /** In bytes; the global `[storage] file_size_limit` when the bucket sets none. */
  fileSizeLimit: number;
  allowedMimeTypes: string[];
  /** Absolute path of `objects_path` (written relative to supabase/, as the CLI reads it), if set. */
  objectsPath: string | undefined;
};

type RawBucket = {
  public?: boolean;
  file_size_limit?: string;
  allowed_mime_types?: string[];
  objects_path?: string;
};

export type RawConfig = {
  auth?: {
    site_url?: string;
    additional_redirect_urls?: string[];
    jwt_expiry?: number;
    enable_signup?: boolean;
    enable_refresh_token_rotation?: boolean;
    refresh_token_reuse_interval?: number;
    minimum_password_length?: number;
    password_requirements?: string;
    rate_limit?: { token_refresh?: number; sign_in_sign_ups?: number };
    mfa?: {
      max_enrolled_factors?: number;
      totp?: { enroll_enabled?: boolean; verify_enabled?: boolean };
    };
    email?: {
      enable_signup?: boolean;
      enable_confirmations?: boolean;
      secure_password_change?: boolean;
      require_current_password?: boolean;
    };
  };
  storage?: { file_size_limit?: string; buckets?: Record<string, RawBucket> };
  functions?: Record<string, { verify_jwt?: boolean }>;
};

export function readConfig(): RawConfig {
  return parse(readFileSync(join(supabaseDir, 'config.toml'), 'utf8')) as RawConfig;
}

/** Parses sizes as the CLI writes them: "50MiB", "5MB", "500KB", "1024". */
export function parseSize(value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(B|KB|KiB|MB|MiB|GB|GiB)?\s*$/i.exec(value);
  if (!match) throw new Error(`Cannot read the size "${value}"`);
  const units: Record<string, number> = {
    b: 1,
    kb: 1000,
    kib: 1024,
    mb: 1000 ** 2,
    mib: 1024 ** 2,
    gb: 1000 ** 3,
    gib: 1024 ** 3,
  };
  return Math.floor(Number(match[1]) * (units[(match[2] ?? 'b').toLowerCase()] ?? 1));
}

const lower = 'abcdefghijklmnopqrstuvwxyz';
const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const digits = '0123456789';
const symbols = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

/** The character sets the CLI gives GoTrue for each `password_requirements` value. */
const passwordRequirements: Record<string, readonly string[]> = {
  '': [],
  letters_digits: [lower + upper, digits],
  lower_upper_letters_digits: [lower, upper, digits],
  lower_upper_letters_digits_symbols: [lower, upper, digits, symbols],
};

/** The sets of `password_requirements`; the CLI refuses any value but these four. */
export function requiredCharacters(requirements: string): readonly string[] {
  const sets = passwordRequirements[requirements];
  if (!sets) {
    throw new Error(
      `Invalid config for auth.password_requirements: "${requirements}". Must be one of: ${Object.keys(passwordRequirements).join(', ')}`,
    );
  }
  return sets;
}

export function readAuthSettings(): AuthSettings {
  const auth = readConfig().auth ?? {};
  return {
    siteUrl: auth.site_url ?? 'http://127.0.0.1:3000',
    additionalRedirectUrls: auth.additional_redirect_urls ?? [],
    jwtExpiry: auth.jwt_expiry ?? 3600,
    enableSignup: (auth.enable_signup ?? true) && (auth.email?.enable_signup ?? true),
    enableRefreshTokenRotation: auth.enable_refresh_token_rotation ?? true,
    refreshTokenReuseInterval: auth.refresh_token_reuse_interval ?? 10,
    passwordRule: {
      minimumLength: auth.minimum_password_length ?? 6,
      requiredCharacters: requiredCharacters(auth.password_requirements ?? ''),
    },
    enableEmailConfirmations: auth.email?.enable_confirmations ?? false,
    securePasswordChange: auth.email?.secure_password_change ?? false,
    requireCurrentPassword: auth.email?.require_current_password ?? false,
    rateLimit: {
      tokenRefresh: auth.rate_limit?.token_refresh ?? 150,
      signInSignUps: auth.rate_limit?.sign_in_sign_ups ?? 30,
    },
    mfa: {
      maxEnrolledFactors: auth.mfa?.max_enrolled_factors ?? 10,
      // A missing value is false, as the CLI reads and pushes it.
      totp: {
        enrollEnabled: auth.mfa?.totp?.enroll_enabled ?? false,
        verifyEnabled: auth.mfa?.totp?.verify_enabled ?? false,
      },
    },
  };
}

export function readStorageSettings(): StorageSettings {
  return { fileSizeLimit: parseSize(readConfig().storage?.file_size_limit ?? '50MiB') };
}

/** `[storage.buckets.*]`, in the file's order. */
export function readStorageBuckets(): BucketSettings[] {
  const storage = readConfig().storage ?? {};
  const globalLimit = parseSize(storage.file_size_limit ?? '50MiB');
  return Object.entries(storage.buckets ?? {}).map(([name, bucket]) => ({
    name,
    public: bucket.public ?? false,
    fileSizeLimit: bucket.file_size_limit ? parseSize(bucket.file_size_limit) : globalLimit,
    allowedMimeTypes: bucket.allowed_mime_types ?? [],
    objectsPath: bucket.objects_path
      ? isAbsolute(bucket.objects_path)
        ? bucket.objects_path
        : join(supabaseDir, bucket.objects_path)
      : undefined,
  }));
}

/** `[functions.<name>] verify_jwt`; Supabase verifies the caller's JWT unless told otherwise. */
export function functionVerifiesJwt(name: string): boolean {
  return readConfig().functions?.[name]?.verify_jwt ?? true;
}
