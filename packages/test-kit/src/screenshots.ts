// Pictures the browser tests take for people to look at, kept only when SCREENSHOTS_DIR names a folder.
import { join } from 'node:path';

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
