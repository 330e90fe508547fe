import { createPublicClient } from '@venue/data/public-client';
import { readAppConfig } from './config.ts';

/**
 * The site's client for public reads and the visitors' database functions: PostgREST's small
 * client with the publishable key and no session (decision 035). Only data-access modules import
 * it, through `withPublicClient`, so it stays out of the first download too.
 */
export const publicClient = createPublicClient(readAppConfig().supabase);
