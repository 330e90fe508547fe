export { browserForFile } from '@venue/local-stack/testing/e2e-browser';

import type {} from '@venue/local-stack/testing/e2e-global-setup';
import type { TestStack } from '@venue/local-stack/testing/test-stack';
import { inject } from 'vitest';

export const stack: TestStack = inject('stack');
export const appUrl: string = inject('appUrl');
