// The Graph API's error body, as the Cloud API answers a refused request, and the codes it uses.
import { randomBytes } from 'node:crypto';

export type GraphError = {
  error: {
    message: string;
    type: string;
    code: number;
    error_subcode?: number;
    error_data?: { messaging_product: 'whatsapp'; details: string };
    fbtrace_id: string;
  };
};

/** Meta's error body: `message`, `type`, `code`, the details again in `error_data`, a trace id. */
export function graphError(
  code: number,
  message: string,
  options: { type?: string; subcode?: number } = {},
): GraphError {
  return {
    error: {
      message,
      type: options.type ?? 'OAuthException',
      code,
      ...(options.subcode === undefined ? {} : { error_subcode: options.subcode }),
      error_data: { messaging_product: 'whatsapp', details: message },
      fbtrace_id: randomBytes(12).toString('base64url'),
    },
  };
}

/** Meta's code and title for an HTTP status a queued fault answers with. */
export function faultError(status: number): { code: number; title: string } {
  if (status === 429) return { code: 130429, title: 'Rate limit hit' };
  if (status === 401) return { code: 190, title: 'Access token has expired' };
  if (status === 403) return { code: 10, title: 'Permission denied' };
  if (status === 503) return { code: 2, title: 'Service temporarily unavailable' };
  if (status >= 500) return { code: 131000, title: 'Something went wrong' };
  return { code: 131009, title: 'Parameter value is not valid' };
}
