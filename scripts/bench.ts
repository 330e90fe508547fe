// `npm run bench`: the measured speed and size goals. Starts with the local stack's cold and warm
// start-to-ready times of `npm start` (stack, site and back-office all answering).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStartScript } from '@venue/test-kit/start-script';
import { benchBundles } from './bench/bundles.ts';
import { benchLighthouse } from './bench/lighthouse.ts';
import { benchQueries } from './bench/queries.ts';

const WARM_RUNS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function startOnce(dataDir: string): Promise<number> {
  const run = await runStartScript(dataDir);
  const code = await run.interrupt();
  if (code !== 0) throw new Error(`npm start exited with ${code} after Ctrl-C:\n${run.output()}`);
  return run.readyMs;
}

const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-'));
chmodSync(dataDir, 0o755);
try {
  const cold = await startOnce(dataDir);
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) warm.push(await startOnce(dataDir));
  const rows = [
    ['npm start, cold (new database: initdb, migrations, seed)', cold],
    [`npm start, warm (median of ${WARM_RUNS})`, median(warm)],
  ] as const;
  console.log('\nStart-to-ready (stack, site and back-office all answering)');
  for (const [name, ms] of rows) console.log(`  ${name.padEnd(58)} ${(ms / 1000).toFixed(2)} s`);
  console.log(
    `  warm runs: ${warm.map((ms) => (ms / 1000).toFixed(2)).join(' s, ')} s  (goal: 10 s or less)`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

await benchQueries();
await benchBundles();
await benchLighthouse();
