// `npm start`: the local Supabase stack, then the site and the back-office (Vite dev servers),
// then the URLs, keys and demo accounts. Ctrl-C stops every process it started; if the database
// dies and cannot be restarted, everything stops with one line and exit code 1.
import { join } from 'node:path';
import { configFromEnv, loadRootEnv } from '../packages/local-stack/src/config.ts';
import { repoRoot } from '../packages/local-stack/src/paths.ts';
import { isPortFree, waitForHttp } from '../packages/local-stack/src/ports.ts';
import { type ManagedProcess, spawnManaged } from '../packages/local-stack/src/processes.ts';
import {
  failureSignal,
  listenForInterrupt,
  printReady,
  stopInOrder,
} from '../packages/local-stack/src/run.ts';
import { startStack } from '../packages/local-stack/src/stack.ts';
import { claimDataDir } from '../packages/local-stack/src/stack-pids.ts';

const startedAt = performance.now();
const interrupted = listenForInterrupt();
loadRootEnv();
const config = configFromEnv();
const apps = [
  { name: 'Site', folder: 'site', port: Number(process.env.SITE_PORT || 5173) },
  { name: 'Back-office', folder: 'backoffice', port: Number(process.env.BACKOFFICE_PORT || 5174) },
];

// Ends what a killed `npm start` left running on this data folder (its ports included), or stops
// here when a live one runs on it.
const pids = await claimDataDir(config.dataDir, config.log).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

const busy: string[] = [];
for (const [name, port] of [
  ['API', config.ports.api],
  ['database', config.ports.db],
  ['mail', config.ports.mail],
  ['WhatsApp', config.ports.whatsapp],
  ['site preview', config.ports.sitePreview],
  ...apps.map((app) => [app.name, app.port] as const),
] as const) {
  if (!(await isPortFree(port))) busy.push(`${name} port ${port}`);
}
if (busy.length > 0) {
  console.error(
    `Cannot start: ${busy.join(', ')} already in use. Is \`npm start\` already running? ` +
      'Stop it, or choose other ports in .env (API_PORT, DB_PORT, MAIL_PORT, WHATSAPP_PORT, SITE_PORT, BACKOFFICE_PORT, SITE_PREVIEW_PORT).',
  );
  pids.release();
  process.exit(1);
}

console.log('Starting the local stack...');
const { failed, report } = failureSignal();
const stack = await startStack(config, {
  watchFunctions: true,
  pids,
  onFailure: report,
  notificationTick: true,
  // The site's production preview, rebuilt by its deploy hook when a publish is due.
  sitePreview: { builds: true, publishTick: true },
}).catch((error: Error) => {
  console.error(error.message);
  pids.release();
  process.exit(1);
});

const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
const running: ManagedProcess[] = apps.map((app) =>
  spawnManaged(
    app.folder,
    process.execPath,
    [vite, '--host', '127.0.0.1', '--port', String(app.port), '--strictPort'],
    {
      cwd: join(repoRoot, 'apps', app.folder),
      log: config.log,
      env: {
        ...process.env,
        VITE_SUPABASE_URL: stack.apiUrl,
        VITE_SUPABASE_PUBLISHABLE_KEY: stack.publicKey,
      },
      onExit: (code) => console.error(`[${app.folder}] the dev server exited with code ${code}`),
      record: pids,
    },
  ),
);
const appUrls = apps.map((app) => ({
  name: app.name,
  url: `http://127.0.0.1:${app.port}${app.folder === 'backoffice' ? '/admin' : '/'}`,
}));
try {
  await Promise.all(appUrls.map((app) => waitForHttp(app.url, 60_000, app.name)));
} catch (error) {
  console.error((error as Error).message);
  for (const proc of running) await proc.stop();
  await stack.stop();
  pids.release();
  process.exit(1);
}

printReady(stack, appUrls, {
  seconds: (performance.now() - startedAt) / 1000,
  // The accounts supabase/seed.sql creates.
  demoAccounts: [
    { role: 'jana (manager)', email: 'jana@example.com', password: 'jana-demo-123' },
    { role: 'reception', email: 'reception@example.com', password: 'reception-demo-123' },
  ],
});
const failure = await Promise.race([interrupted.then(() => undefined), failed]);
if (failure) console.error(`${failure} Stopping everything.`);
await stopInOrder([...running.map((proc) => proc.stop), stack.stop]);
pids.release();
process.exit(failure ? 1 : 0);
