// The preview's builds: the site's production build (with its prerendering) run as a child
// process against the local stack, one at a time, into a fresh folder that replaces the served
// one only when it succeeded. Deploy-hook calls that arrive during a build share the next one.
// The last good build is kept in the data folder, so a restarted stack serves it at once.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths.ts';
import { type ChildRecord, spawnManaged } from '../processes.ts';

/** One deploy-hook call and what became of it, as `GET /_preview/builds` lists it. */
export type PreviewDeploy = {
  id: number;
  receivedAt: string;
  /** `recorded`: taken without building (a stack whose preview does not build). */
  state: 'queued' | 'building' | 'ready' | 'failed' | 'recorded';
  finishedAt: string | null;
  error: string | null;
};

export type BuildSettings = {
  /** Where builds are written (a folder of the stack's data folder). */
  workDir: string;
  /** What the build bakes in: the API's URL, the browser key and its variable, the site's origin. */
  env: Record<string, string>;
  log: (line: string) => void;
  record?: ChildRecord;
};

export type PreviewBuilds = {
  deploys: () => PreviewDeploy[];
  /** A deploy-hook call: builds (or records) it; answers its record at once, as hosts do. */
  deploy: (build: boolean) => PreviewDeploy;
  /** The folder being served, or null before the first successful build. */
  current: () => string | null;
  /** Resolves when no build runs or waits. */
  idle: () => Promise<void>;
  stop: () => Promise<void>;
};

/** The newest complete build a previous run left, the others removed; null when there is none. */
function adoptLastBuild(workDir: string): string | null {
  const folders = readdirSync(workDir)
    .filter((name) => /^build-\d+$/.test(name))
    .sort((a, b) => Number(b.slice(6)) - Number(a.slice(6)))
    .map((name) => join(workDir, name));
  const kept = folders.find((folder) => existsSync(join(folder, 'index.html'))) ?? null;
  for (const folder of folders)
    if (folder !== kept) rmSync(folder, { recursive: true, force: true });
  return kept;
}

export function previewBuilds(settings: BuildSettings): PreviewBuilds {
  const all: PreviewDeploy[] = [];
  let running: Promise<void> | null = null;
  let stopBuild: (() => Promise<void>) | null = null;
  let stopped = false;
  let counter = 0;
  mkdirSync(settings.workDir, { recursive: true });
  let served = adoptLastBuild(settings.workDir);

  const runOne = async (deploys: PreviewDeploy[]) => {
    const outDir = join(settings.workDir, `build-${Date.now()}`);
    for (const deploy of deploys) deploy.state = 'building';
    settings.log(
      `[site-preview] building the site (deploy ${deploys.map((d) => d.id).join(', ')})`,
    );
    const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
    const proc = spawnManaged(
      'site-build',
      process.execPath,
      [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: join(repoRoot, 'apps', 'site'),
        // A production build whatever runs the stack: Vite builds for an inherited NODE_ENV (a
        // test runner's `test` would bring React's development code).
        env: { ...process.env, NODE_ENV: 'production', ...settings.env },
        log: settings.log,
        quiet: true,
        record: settings.record,
      },
    );
    stopBuild = proc.stop;
    const code = await new Promise<number | null>((resolve) => {
      if (proc.child.exitCode !== null) resolve(proc.child.exitCode);
      proc.child.once('exit', (exitCode) => resolve(exitCode));
    });
    stopBuild = null;
    const finishedAt = new Date().toISOString();
    const succeeded = code === 0 && existsSync(join(outDir, 'index.html'));
    if (succeeded) {
      const previous = served;
      served = outDir;
      if (previous) rmSync(previous, { recursive: true, force: true });
      settings.log('[site-preview] the preview serves the new build');
    } else {
      rmSync(outDir, { recursive: true, force: true });
      settings.log(`[site-preview] the build failed:\n${proc.output()}`);
    }
    for (const deploy of deploys) {
      deploy.state = succeeded ? 'ready' : 'failed';
      deploy.finishedAt = finishedAt;
      deploy.error = succeeded ? null : proc.output().split('\n').slice(-5).join('\n');
    }
  };

  const drain = async () => {
    for (;;) {
      const waiting = all.filter((deploy) => deploy.state === 'queued');
      if (waiting.length === 0 || stopped) return;
      await runOne(waiting);
    }
  };

  return {
    deploys: () => [...all].reverse(),
    deploy(build) {
      counter += 1;
      const deploy: PreviewDeploy = {
        id: counter,
        receivedAt: new Date().toISOString(),
        state: build ? 'queued' : 'recorded',
        finishedAt: null,
        error: null,
      };
      all.push(deploy);
      if (build) {
        running ??= drain().finally(() => {
          running = null;
        });
      }
      return deploy;
    },
    current: () => served,
    idle: async () => {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      await stopBuild?.();
      await running;
    },
  };
}
