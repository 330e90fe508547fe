// The one way a function answers: the preflight, then its handler, with CORS on every response
// and a JSON 500 (never the runtime's bare error page) when something throws unexpectedly.
import { preflight, withCors } from './cors.ts';
import { refuse } from './json.ts';

export const unexpectedMessage = 'Something went wrong on our side. Please try again.';

export type FunctionHandler = (request: Request) => Response | Promise<Response>;

/** Wraps a function's handler for `Deno.serve`; `log` receives what went wrong. */
export function serveFunction(
  name: string,
  handler: FunctionHandler,
  log: (line: string) => void = console.error,
): FunctionHandler {
  return async (request) => {
    const early = preflight(request);
    if (early) return early;
    try {
      return withCors(await handler(request));
    } catch (error) {
      log(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return refuse(500, 'internal.unexpected', unexpectedMessage);
    }
  };
}

/** A value made on first use and kept: dependencies a function builds from its environment. */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
