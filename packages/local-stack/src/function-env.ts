// The environment the functions runtime is given, as hosted Supabase gives it to edge functions.
import {
  apiUrl,
  dbUrl,
  mailApiUrl,
  type StackConfig,
  siteDeployHookUrl,
  whatsappApiUrl,
} from './config.ts';

/**
 * The project's keys as Supabase injects them into functions: `SUPABASE_PUBLISHABLE_KEYS` and
 * `SUPABASE_SECRET_KEYS` (JSON with a `default` entry) and the legacy `SUPABASE_ANON_KEY` and
 * `SUPABASE_SERVICE_ROLE_KEY`, each only when the project has that kind of key.
 */
export function functionKeyEnv(config: StackConfig): Record<string, string> {
  return {
    ...(config.apiKeys !== 'legacy'
      ? {
          SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: config.publishableKey }),
          SUPABASE_SECRET_KEYS: JSON.stringify({ default: config.secretKey }),
        }
      : {}),
    ...(config.apiKeys !== 'new'
      ? {
          SUPABASE_ANON_KEY: config.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
        }
      : {}),
  };
}

/** What the functions runtime is given: the project's URLs and keys, the e-mail and WhatsApp APIs. */
export function functionEnv(config: StackConfig): Record<string, string> {
  return {
    SUPABASE_URL: apiUrl(config),
    ...functionKeyEnv(config),
    SUPABASE_DB_URL: dbUrl(config),
    MAIL_API_URL: mailApiUrl(config),
    MAIL_API_KEY: config.mailApiKey,
    MAIL_FROM: config.mailFrom,
    MAIL_REPLY_TO: config.mailReplyTo,
    WHATSAPP_API_URL: whatsappApiUrl(config),
    WHATSAPP_API_VERSION: config.whatsapp.apiVersion,
    WHATSAPP_PHONE_NUMBER_ID: config.whatsapp.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: config.whatsapp.accessToken,
    WHATSAPP_APP_SECRET: config.whatsapp.appSecret,
    WHATSAPP_VERIFY_TOKEN: config.whatsapp.verifyToken,
    SITE_URL: config.siteUrl,
    BACKOFFICE_URL: config.backofficeUrl,
    SITE_DEPLOY_HOOK_URL: siteDeployHookUrl(config),
  };
}
