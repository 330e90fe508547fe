import { msg } from '@lingui/core/macro';
import type { MessageTable } from './lookup.ts';

/**
 * The fallbacks of a failed request: the data layer's own words, and the browser's when the
 * network fails. No domain module behind them, so an app's first screen can show them cheaply.
 */
export const failureMessages: MessageTable = {
  fixed: [
    ['Something went wrong. Please try again.', msg`Something went wrong. Please try again.`],
    ['Failed to fetch', msg`Failed to fetch`],
  ],
};
