// Accessibility checks for browser tests: axe-core's serious WCAG violations on a settled page.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeScript = require.resolve('axe-core/axe.min.js');

export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * Waits until no finite animation or transition is running: a dialog or toast still fading in has
 * its text at a fraction of its colour, which axe would measure. Each round waits two frames (a
 * transition starts on the frame after its element appears), then for the running ones to end; a
 * transition cancelled on the way ends the round too. Endless ones (spinners) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Runs in the page; this package is typed for Node, so the page's few names are spelled out.
    type Running = {
      playState: string;
      finished: Promise<unknown>;
      effect: { getComputedTiming(): { iterations?: number } } | null;
    };
    const view = globalThis as unknown as {
      document: { getAnimations(): Running[] };
      requestAnimationFrame(callback: () => void): number;
    };
    for (let round = 0; round < 20; round += 1) {
      await new Promise<void>((resolve) =>
        view.requestAnimationFrame(() => view.requestAnimationFrame(resolve)),
      );
      const running = view.document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}

/** How many times a check is made again when something moved while axe measured the page. */
const axeAttempts = 3;

/**
 * Runs axe-core's WCAG 2.1 A and AA rules on the settled page and returns the violations that
 * matter most (serious and critical), each with the elements it found them on. A toast that
 * starts to fade out while axe measures (its time is up) shows its text at a fraction of its
 * colour: when an animation or a transition started during the run, the page settles and axe
 * measures it again, up to three times.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Once per document: a page checked again keeps the axe it was given.
  const loaded = await page.evaluate(() => 'axe' in globalThis);
  if (!loaded) await page.addScriptTag({ path: axeScript });
  for (let attempt = 1; ; attempt += 1) {
    await settleAnimations(page);
    const { violations, moved } = await page.evaluate(async () => {
      // Runs in the page: the whole document, as axe checks it by default.
      const view = globalThis as unknown as {
        axe: typeof import('axe-core');
        document: {
          addEventListener(type: string, listener: () => void, capture: boolean): void;
          removeEventListener(type: string, listener: () => void, capture: boolean): void;
          getAnimations(): {
            playState: string;
            effect: { getComputedTiming(): { iterations?: number } } | null;
          }[];
        };
      };
      // Something that began between the settling and now counts as moving too.
      let moved = view.document
        .getAnimations()
        .some((animation) => animation.playState === 'running');
      const markMoved = () => {
        moved = true;
      };
      const events = ['transitionrun', 'animationstart'];
      for (const type of events) view.document.addEventListener(type, markMoved, true);
      try {
        const result = await view.axe.run({
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
          // Only the violations are read: axe then keeps one element per passed rule, not all.
          resultTypes: ['violations'],
        });
        const violations = result.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            id: violation.id,
            impact: violation.impact ?? null,
            help: violation.help,
            targets: violation.nodes.map((node) => node.target.join(' ')),
          }));
        return { violations, moved };
      } finally {
        for (const type of events) view.document.removeEventListener(type, markMoved, true);
      }
    });
    if (!moved || violations.length === 0 || attempt === axeAttempts) return violations;
  }
}
