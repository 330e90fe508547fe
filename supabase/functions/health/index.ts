import { handleHealth } from './handler.ts';

Deno.serve((request) =>
  handleHealth(request, { env: (name) => Deno.env.get(name), now: () => new Date() }),
);
