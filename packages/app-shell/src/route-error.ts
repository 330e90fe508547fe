import { isRouteErrorResponse } from 'react-router';

/** What went wrong when a route failed to render or load, in one line for the error screen. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}
