// Pictures the browser tests take for people to look at, kept only when SCREENSHOTS_DIR names a folder.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { settleAnimations } from './axe.ts';

type Shootable = {
  screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown>;
};

/**
 * Where the browser tests keep their pictures of screens and dialogs (`SCREENSHOTS_DIR`). Unset,
 * they take none: a run checks what the tests assert, and a picture is for a person to look at
 * (`SCREENSHOTS_DIR=/tmp/shots npm test` keeps every one).
 */
export const screenshotsDir: string | undefined = process.env.SCREENSHOTS_DIR || undefined;

/** `<SCREENSHOTS_DIR>/<suite>`, for one suite's pictures (made when the first one is kept). */
export function screenshotFolder(suite: string): string {
  return join(screenshotsDir ?? '', suite);
}

/** Takes the picture when pictures are kept; says whether it did. */
export async function keepScreenshot(
  target: Shootable,
  options: { path: string; fullPage?: boolean },
): Promise<boolean> {
  if (!screenshotsDir) return false;
  await target.screenshot(options);
  return true;
}

/** A viewport a picture is taken at. */
export type PictureSize = { width: number; height: number };

/** A phone's and a desktop's width, at a desk's height. */
export const phoneAndDesktop: PictureSize[] = [
  { width: 390, height: 900 },
  { width: 1440, height: 900 },
];

/**
 * Keeps pictures of the page at each size (`<prefix>-<width>.png`; the phone's, the narrowest, of
 * the whole page unless `fullPage` says otherwise) once the resize's layout and animations have
 * settled, and hands the page back at `after` (a desk's 1280 × 900 unless given). Without
 * SCREENSHOTS_DIR it only sets `after`: relaying a page out at widths nobody looks at is work for
 * nothing, and the tests assert their layouts elsewhere (dialog geometry, bounding boxes).
 */
export async function keepPicturesAtSizes(
  page: Page,
  prefix: string,
  options: {
    sizes?: PictureSize[];
    after?: PictureSize;
    fullPage?: (size: PictureSize) => boolean;
  } = {},
): Promise<void> {
  const sizes = options.sizes ?? phoneAndDesktop;
  const narrowest = Math.min(...sizes.map((size) => size.width));
  const fullPage = options.fullPage ?? ((size) => size.width === narrowest);
  if (screenshotsDir) {
    for (const size of sizes) {
      await page.setViewportSize(size);
      await settleAnimations(page);
      await page.screenshot({ path: `${prefix}-${size.width}.png`, fullPage: fullPage(size) });
    }
  }
  await page.setViewportSize(options.after ?? { width: 1280, height: 900 });
}
