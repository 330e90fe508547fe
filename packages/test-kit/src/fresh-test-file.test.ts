import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const config = fileURLToPath(
  new URL('./fresh-test-file-fixture/vitest.config.ts', import.meta.url),
);

/** Runs the fixture's two files in one worker; its exit code and what it printed. */
async function runFixture(fresh: boolean) {
  try {
    const { stdout } = await run(process.execPath, [vitest, 'run', '--config', config], {
      env: { ...process.env, FRESH_TEST_FILE: fresh ? '1' : '0', FORCE_COLOR: '0' },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}\n${failed.stderr}` };
  }
}

describe('a component test file in a shared worker (fresh-test-file)', () => {
  it('starts without the mocks, module state, page and timers of the file before it', async () => {
    const { code, output } = await runFixture(true);
    expect(output).toContain('2 passed');
    expect(code).toBe(0);
  }, 60_000);

  it('is needed: without it, the second file sees the first file’s mock and state', async () => {
    const { code, output } = await runFixture(false);
    expect(output).toContain('1 failed');
    expect(output).toMatch(/expected \{ text: 'mocked', times: 2 \}/);
    expect(code).toBe(1);
  }, 60_000);
});
