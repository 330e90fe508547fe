import { createBrowserClient } from '@venue/data/client';
import { readAppConfig } from './config.ts';

/**
 * The back-office's one Supabase client. Only data-access modules import it, and they load with the
 * pages that need them, so the client stays out of the first download.
 */
export const supabase = createBrowserClient(readAppConfig().supabase);
