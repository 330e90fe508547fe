// Reads the Supabase a test run uses instead of its own stack from TEST_SUPABASE_* variables.
import type { ApiKeyMode } from '@venue/local-stack/config';
import type { TestStack } from './test-stack.ts';

/**
 * The Supabase project a test run uses instead of starting its own local stack, when
 * `TEST_SUPABASE_URL` is set: `supabase start`, or a staging project, migrated and seeded
 * (the tests sign in as the seed's demo staff and write rows: never a production project).
 * Returns null when the variable is not set; throws naming every missing companion variable.
 */
export function remoteStackFromEnv(env: NodeJS.ProcessEnv): TestStack | null {
  const apiUrl = env.TEST_SUPABASE_URL?.trim();
  if (!apiUrl) return null;
  const value = (name: string) => env[name]?.trim() ?? '';
  const publishableKey = value('TEST_SUPABASE_PUBLISHABLE_KEY');
  const secretKey = value('TEST_SUPABASE_SECRET_KEY');
  const anonKey = value('TEST_SUPABASE_ANON_KEY');
  const serviceRoleKey = value('TEST_SUPABASE_SERVICE_ROLE_KEY');
  const hasNew = Boolean(publishableKey && secretKey);
  const hasLegacy = Boolean(anonKey && serviceRoleKey);

  const missing = ['TEST_SUPABASE_DB_URL', 'TEST_MAIL_URL'].filter((name) => !value(name));
  if (!hasNew && !hasLegacy) {
    missing.push(
      'TEST_SUPABASE_PUBLISHABLE_KEY and TEST_SUPABASE_SECRET_KEY (or the legacy TEST_SUPABASE_ANON_KEY and TEST_SUPABASE_SERVICE_ROLE_KEY)',
    );
  }
  if (missing.length > 0) {
    throw new Error(
      `TEST_SUPABASE_URL is set, so the tests run against it; also set ${missing.join(', ')}.`,
    );
  }
  const apiKeys: ApiKeyMode = hasNew && hasLegacy ? 'both' : hasNew ? 'new' : 'legacy';
  return {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    dbUrl: value('TEST_SUPABASE_DB_URL'),
    mailUrl: value('TEST_MAIL_URL').replace(/\/+$/, ''),
    // Optional while no suite reads WhatsApp messages: empty when not set.
    whatsappUrl: value('TEST_WHATSAPP_URL').replace(/\/+$/, ''),
    // The site preview whose deploy hook the project's publish-site calls (its SITE_DEPLOY_HOOK_URL);
    // optional while no suite of the data package reads it: empty when not set.
    sitePreviewUrl: value('TEST_SITE_PREVIEW_URL').replace(/\/+$/, ''),
    anonKey,
    serviceRoleKey,
    publishableKey,
    secretKey,
    apiKeys,
    publicKey: hasNew ? publishableKey : anonKey,
    serverKey: hasNew ? secretKey : serviceRoleKey,
    jwtSecret: value('TEST_SUPABASE_JWT_SECRET'),
  };
}
