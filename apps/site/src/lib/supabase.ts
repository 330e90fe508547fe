import { createBrowserClient } from '@venue/data/client';
import { readAppConfig } from './config.ts';

/**
 * The site's one supabase-js client, for what only it does: signing out (the session the site
 * shares with the back-office) and asking edge functions for e-mails. It loads only when one of
 * those happens; public reads use the small client (`public-client.ts`, decision 035).
 */
export const supabase = createBrowserClient(readAppConfig().supabase);
