import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const module = fileURLToPath(new URL('../src/postgres.ts', import.meta.url));

describe('loading the database module', () => {
  it('keeps the exit code a process (a failing test run) sets before it ends', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(module)}); process.exitCode = 3;`,
      ],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });
});
