import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeScript = require.resolve('axe-core/axe.min.js');

export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * Runs axe-core's WCAG 2.1 A and AA rules on the page as it stands and returns the violations
 * that matter most (serious and critical), each with the elements it found them on.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axeScript });
  return page.evaluate(async () => {
    // Runs in the page: the whole document, as axe checks it by default.
    const axe = (globalThis as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}
