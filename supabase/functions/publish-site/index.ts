import { serveFunction } from '../_shared/serve.ts';
import { publishSiteDeps } from './deps.ts';
import { handlePublishSite } from './handler.ts';

Deno.serve(
  serveFunction('publish-site', (request) => handlePublishSite(request, publishSiteDeps())),
);
