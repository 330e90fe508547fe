// A build moved to another stack of the run is the same build with that stack's address in it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppBuild, retargetBuild } from './built-app.ts';
import type { TestStack } from './test-stack.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function stackAt(apiUrl: string, publicKey = 'sb_publishable_local'): TestStack {
  return { apiUrl, publicKey } as TestStack;
}

function builtAgainst(stack: TestStack): AppBuild {
  const outDir = mkdtempSync(join(tmpdir(), 'venue-retarget-test-'));
  folders.push(outDir);
  mkdirSync(join(outDir, 'assets'));
  mkdirSync(join(outDir, 'ar', 'menu'), { recursive: true });
  writeFileSync(
    join(outDir, 'assets', 'index-abc.js'),
    `const a="${stack.apiUrl}",b="${stack.apiUrl}/storage/v1/object/public/menu";`,
  );
  writeFileSync(
    join(outDir, 'ar', 'menu', 'index.html'),
    `<link rel="preconnect" href="${stack.apiUrl}" crossorigin="">`,
  );
  // A picture's bytes that happen to spell the address stay as they are.
  writeFileSync(join(outDir, 'assets', 'hero.webp'), Buffer.from(`RIFF${stack.apiUrl}`));
  return { app: 'site', outDir, stack };
}

describe('retargetBuild', () => {
  it("puts the other stack's address wherever the build wrote its own, in a copy", () => {
    const first = stackAt('http://127.0.0.1:41001');
    const second = stackAt('http://127.0.0.1:52');
    const built = builtAgainst(first);
    const moved = retargetBuild(built, second);
    folders.push(moved.outDir);

    expect(moved).toEqual({ app: 'site', outDir: expect.any(String), stack: second });
    expect(moved.outDir).not.toBe(built.outDir);
    expect(readFileSync(join(moved.outDir, 'assets', 'index-abc.js'), 'utf8')).toBe(
      'const a="http://127.0.0.1:52",b="http://127.0.0.1:52/storage/v1/object/public/menu";',
    );
    expect(readFileSync(join(moved.outDir, 'ar', 'menu', 'index.html'), 'utf8')).toBe(
      '<link rel="preconnect" href="http://127.0.0.1:52" crossorigin="">',
    );
    expect(readFileSync(join(moved.outDir, 'assets', 'hero.webp'), 'utf8')).toBe(
      'RIFFhttp://127.0.0.1:41001',
    );
    // The original still serves the first stack.
    expect(readFileSync(join(built.outDir, 'assets', 'index-abc.js'), 'utf8')).toContain(
      first.apiUrl,
    );
  });

  it('refuses a stack with another public key: the build has the first one baked in', () => {
    const built = builtAgainst(stackAt('http://127.0.0.1:41001'));
    expect(() =>
      retargetBuild(built, stackAt('http://127.0.0.1:41002', 'eyJ.legacy.anon')),
    ).toThrow('A build can move only between stacks with the same public key.');
  });
});
