import type { IncomingMessage } from 'node:http';
import { readBody } from '../http.ts';
import { badRequest } from './errors.ts';

type Params = Record<string, unknown>;

/** GoTrue's `retrieveRequestParams`: the JSON body as an object; an empty body is `{}`. */
export async function readParams(req: IncomingMessage): Promise<Params> {
  const body = await readBody(req, 1024 * 1024);
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: ${(error as Error).message}`,
    );
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: expected a JSON object');
  }
  return parsed as Params;
}

/** A string parameter; absent, null and non-strings read as Go's zero value "". */
export function stringParam(params: Params, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : '';
}

/** A string parameter whose absence matters (`*string` in GoTrue). */
export function optionalStringParam(params: Params, name: string): string | null {
  const value = params[name];
  return typeof value === 'string' ? value : null;
}

export function booleanParam(params: Params, name: string): boolean {
  return params[name] === true;
}

/** An object parameter (metadata); null when absent, as a nil Go map. */
export function objectParam(params: Params, name: string): Record<string, unknown> | null {
  const value = params[name];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${name} must be an object`);
  }
  return value as Record<string, unknown>;
}
