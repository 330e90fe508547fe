import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, sendJson } from '../http.ts';

/**
 * An error GoTrue answers with its `HTTPError` shape. `extra` carries fields GoTrue adds next to
 * the code and message (only `weak_password` today).
 */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** GoTrue's OAuth-style error (`/token` grant problems): `{error, error_description}`, always 400. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description = '',
  ) {
    super(description || error);
  }
}

export const badRequest = (code: string, message: string) => new AuthApiError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthApiError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthApiError(403, code, message);
export const notFound = (code: string, message: string) => new AuthApiError(404, code, message);
export const unprocessable = (code: string, message: string) =>
  new AuthApiError(422, code, message);

export function weakPassword(message: string, reasons: string[]): AuthApiError {
  return new AuthApiError(422, 'weak_password', message, { weak_password: { reasons } });
}

export const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024_01_01 = '2024-01-01';

/**
 * GoTrue answers errors in the 2024-01-01 shape (`{code: 'error_code', message}`) when the client
 * asks for that version or a later one (auth-js always does), and in the initial shape
 * (`{code: 400, error_code, msg}`) otherwise. Unparseable versions count as the initial one.
 */
export function requestedApiVersion(req: IncomingMessage): string | null {
  const raw = req.headers[API_VERSION_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(date)) return null;
  return date >= Date.parse(`${API_VERSION_2024_01_01}T00:00:00Z`) ? API_VERSION_2024_01_01 : null;
}

export function errorBody(error: AuthApiError, apiVersion: string | null): Record<string, unknown> {
  if (apiVersion) return { code: error.errorCode, message: error.message, ...error.extra };
  return { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra };
}

/** Writes any thrown value as GoTrue would; unexpected errors are logged and become a 500. */
export function sendAuthError(
  req: IncomingMessage,
  res: ServerResponse,
  error: unknown,
  log: (line: string) => void,
): void {
  const apiVersion = requestedApiVersion(req);
  const headers: Record<string, string> = apiVersion ? { [API_VERSION_HEADER]: apiVersion } : {};
  if (error instanceof OAuthError) {
    const body: Record<string, string> = { error: error.error };
    if (error.description) body.error_description = error.description;
    sendJson(res, 400, body, headers);
    return;
  }
  if (error instanceof BodyTooLargeError) {
    sendJson(
      res,
      400,
      errorBody(badRequest('validation_failed', error.message), apiVersion),
      headers,
    );
    return;
  }
  if (error instanceof AuthApiError) {
    if (error.status >= 500) log(`[auth] ${req.method} ${req.url}: ${error.message}`);
    sendJson(res, error.status, errorBody(error, apiVersion), headers);
    return;
  }
  log(`[auth] ${req.method} ${req.url}: ${(error as Error)?.stack ?? String(error)}`);
  const unexpected = new AuthApiError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  );
  sendJson(res, 500, errorBody(unexpected, apiVersion), headers);
}
