// Two files in one worker, in name order, with or without the fresh-file setup (FRESH_TEST_FILE=1).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';

class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

const fresh = fileURLToPath(new URL('../fresh-test-file.ts', import.meta.url));

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.check.ts'],
    environment: 'jsdom',
    isolate: false,
    maxWorkers: 1,
    setupFiles: process.env.FRESH_TEST_FILE === '1' ? [fresh] : [],
    sequence: { sequencer: ByName },
  },
});
