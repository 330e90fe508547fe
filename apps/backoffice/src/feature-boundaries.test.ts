import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../..');
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

/** Fixture files, each with the one import it makes, by path in a copy of the repository's layout. */
const fixtures: Record<string, string> = {
  // Crossing: one feature reaching into another, from the feature's root and from a sub-folder.
  'apps/backoffice/src/features/bookings/crossing.ts': '../calendar/calendar-model.ts',
  'apps/backoffice/src/features/bookings/api/crossing.ts':
    '../../calendar/api/use-month-bookings.ts',
  'apps/backoffice/src/features/bookings/by-features-folder.ts':
    '../../features/staff/user-card.tsx',
  'apps/site/src/features/home/crossing.ts': '../booking/booking-form.tsx',
  // Crossing: a feature's code reaching up into the app that composes it.
  'apps/backoffice/src/features/dashboard/up-to-app.tsx':
    '../../app/session/staff-session-context.ts',
  // Crossing: a test may use the app's providers, but not another feature.
  'apps/backoffice/src/features/bookings/crossing.test.tsx': '../staff/user-card.tsx',
  // Allowed: the feature's own files, and the app's shared components and lib.
  'apps/backoffice/src/features/bookings/own-api.ts': './api/keys.ts',
  'apps/backoffice/src/features/content/menu/own-sibling.ts': '../components/content-list.tsx',
  'apps/backoffice/src/features/bookings/shared-component.ts': '../../components/notify.ts',
  'apps/backoffice/src/features/content/menu/shared-lib.ts': '../../../lib/errors.ts',
  'apps/backoffice/src/features/bookings/providers.test.tsx': '../../app/providers.tsx',
  'apps/backoffice/src/features/bookings/package.ts': '@venue/domain/booking',
};

let workDir = '';
let flagged: string[] = [];

/** Lints the fixtures with the repository's own biome.json and returns the files it refuses. */
beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'feature-boundaries-'));
  const config = JSON.parse(readFileSync(join(repoRoot, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(workDir, 'biome.json'), JSON.stringify(config));
  for (const [path, specifier] of Object.entries(fixtures)) {
    mkdirSync(dirname(join(workDir, path)), { recursive: true });
    writeFileSync(
      join(workDir, path),
      `import { thing } from '${specifier}';\n\nexport const used = thing;\n`,
    );
  }
  const result = spawnSync(
    process.execPath,
    [biome, 'lint', '--reporter=github', '--only=style/noRestrictedImports', '.'],
    { cwd: workDir, encoding: 'utf8' },
  );
  flagged = [
    ...result.stdout.matchAll(/^::error title=lint\/style\/noRestrictedImports,file=([^,]+),/gm),
  ]
    .map((match) => (match[1] as string).slice(workDir.length + 1))
    .sort();
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('feature boundaries (biome.json, noRestrictedImports)', () => {
  it('refuses exactly the crossing imports: feature to feature, and feature code to the app', () => {
    expect(flagged).toEqual(
      [
        'apps/backoffice/src/features/bookings/api/crossing.ts',
        'apps/backoffice/src/features/bookings/by-features-folder.ts',
        'apps/backoffice/src/features/bookings/crossing.test.tsx',
        'apps/backoffice/src/features/bookings/crossing.ts',
        'apps/backoffice/src/features/dashboard/up-to-app.tsx',
        'apps/site/src/features/home/crossing.ts',
      ].sort(),
    );
  });
});
