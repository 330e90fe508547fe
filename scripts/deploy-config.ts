// `npm run deploy:config`: applies supabase/config.toml's settings (sign-ups off, password rules,
// rate limits, redirect URLs) to the hosted project with `supabase config push`, through the
// file's [remotes.production] block, so the hosted Auth is set by the same file as the local one.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { loadRootEnv } from '../packages/local-stack/src/config.ts';
import { repoRoot } from '../packages/local-stack/src/paths.ts';

loadRootEnv();
const required = ['SUPABASE_PROJECT_REF', 'SUPABASE_ACCESS_TOKEN', 'SITE_URL', 'BACKOFFICE_URL'];
const missing = required.filter((name) => !process.env[name]?.trim());
if (missing.length > 0) {
  console.error(
    `Cannot push the config: set ${missing.join(', ')} (the project's reference, a personal access token, and the public URLs of the site and the back-office).`,
  );
  process.exit(1);
}
const ref = String(process.env.SUPABASE_PROJECT_REF).trim();
const backoffice = String(process.env.BACKOFFICE_URL).trim().replace(/\/+$/, '');
const result = spawnSync(
  join(repoRoot, 'node_modules', '.bin', 'supabase'),
  ['config', 'push', `--remote=${ref}`, ...process.argv.slice(2)],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      // Selects [remotes.production] for this project and fills its env() values.
      SUPABASE_REMOTES_PRODUCTION_PROJECT_ID: ref,
      BACKOFFICE_ADMIN_URL: `${backoffice}/admin`,
    },
  },
);
process.exit(result.status ?? 1);
