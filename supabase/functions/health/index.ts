import { serveFunction } from '../_shared/serve.ts';
import { handleHealth } from './handler.ts';

Deno.serve(
  serveFunction('health', (request) =>
    handleHealth(request, { env: (name) => Deno.env.get(name), now: () => new Date() }),
  ),
);
