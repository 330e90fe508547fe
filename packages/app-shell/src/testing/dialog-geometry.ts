/**
 * Browser-test helpers that judge an open dialog by its boxes (never by pixels): used by both apps'
 * Chromium tests, so every dialog of the product is held to the same layout rules.
 */
import { keepScreenshot } from '@venue/test-kit/screenshots';
import type { Locator, Page } from 'playwright-core';

/** The widths every dialog is laid out for: a small phone, a common phone, a tablet, a laptop. */
export const dialogWidths = [320, 390, 768, 1440] as const;

/** The widths a picture of each dialog is kept at. */
export const screenshotWidths: readonly number[] = [390, 1440];

export type DialogGeometryOptions = {
  /** The least space between the dialog's edge and anything inside it, in CSS pixels. */
  minPadding?: number;
};

/**
 * What is wrong with the layout of an open dialog, as sentences (empty when nothing is):
 * - the dialog box lies inside the viewport;
 * - every visible title, text, field, button, link and picture inside it keeps at least
 *   `minPadding` (12 px) from the box's edges (measured along the box's scrolled content, so a
 *   long dialog that scrolls is judged by where its content sits, not by what is scrolled away);
 * - its title (the element that names it) is not clipped: it is no wider than its own box;
 * - no button's label is cut off, and no two buttons overlap;
 * - its actions (the buttons beside its last button) sit evenly: on one row, or stacked in one
 *   column of equal width, never wrapped into a ragged pair of rows.
 */
export async function dialogLayoutProblems(
  dialog: Locator,
  { minPadding = 12 }: DialogGeometryOptions = {},
): Promise<string[]> {
  return dialog.evaluate((box: HTMLElement, padding: number) => {
    const problems: string[] = [];
    const tolerance = 0.5;
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const label =
        element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? text;
      return `<${element.tagName.toLowerCase()}>${label ? ` "${label}"` : ''}`;
    };
    const isShown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.opacity !== '0';
    };

    const viewportWidth = document.documentElement.clientWidth;
    const viewportHeight = document.documentElement.clientHeight;
    const outer = box.getBoundingClientRect();
    if (
      outer.left < -tolerance ||
      outer.top < -tolerance ||
      outer.right > viewportWidth + tolerance ||
      outer.bottom > viewportHeight + tolerance
    ) {
      problems.push(
        `the dialog box (${Math.round(outer.left)}, ${Math.round(outer.top)}) to (${Math.round(outer.right)}, ${Math.round(outer.bottom)}) leaves the ${viewportWidth}x${viewportHeight} viewport`,
      );
    }

    // The content's edges: the box's border edge, then the whole scrolled height.
    const style = getComputedStyle(box);
    const left = outer.left + Number.parseFloat(style.borderLeftWidth);
    const right = outer.right - Number.parseFloat(style.borderRightWidth);
    const top = outer.top + Number.parseFloat(style.borderTopWidth) - box.scrollTop;
    const bottom = top + box.scrollHeight;

    const selector = [
      'h1',
      'h2',
      'h3',
      'h4',
      'p',
      'label',
      'dt',
      'dd',
      'li',
      'input:not([type="hidden"])',
      'textarea',
      'select',
      'button',
      'a[href]',
      'img',
      'video',
    ].join(',');
    const children = Array.from(box.querySelectorAll(selector)).filter(isShown);
    if (children.length === 0) problems.push('the dialog shows nothing inside it');
    for (const child of children) {
      const rect = child.getBoundingClientRect();
      const gaps = {
        start: rect.left - left,
        end: right - rect.right,
        top: rect.top - top,
        bottom: bottom - rect.bottom,
      };
      const tight = Object.entries(gaps).filter(([, gap]) => gap < padding - tolerance);
      if (tight.length > 0) {
        const where = tight.map(([side, gap]) => `${side} ${Math.round(gap)} px`).join(', ');
        problems.push(`${describe(child)} is closer than ${padding} px to the edge (${where})`);
      }
    }

    const labelledBy = box.getAttribute('aria-labelledby');
    const title = labelledBy
      ? document.getElementById(labelledBy.split(' ')[0] ?? '')
      : box.querySelector('h1, h2, h3');
    if (title && title.scrollWidth > title.clientWidth + tolerance) {
      problems.push(
        `the title ${describe(title)} is clipped (${title.scrollWidth} px of text in ${title.clientWidth} px)`,
      );
    }

    const buttons = Array.from(box.querySelectorAll('button')).filter(isShown);
    for (const button of buttons) {
      if (button.scrollWidth > button.clientWidth + 1) {
        problems.push(`the button ${describe(button)} cuts its label off`);
      }
    }
    buttons.forEach((first, index) => {
      const a = first.getBoundingClientRect();
      for (const second of buttons.slice(index + 1)) {
        if (first.contains(second) || second.contains(first)) continue;
        const b = second.getBoundingClientRect();
        const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (overlapX > tolerance && overlapY > tolerance) {
          problems.push(`the buttons ${describe(first)} and ${describe(second)} overlap`);
        }
      }
    });

    const last = buttons.at(-1);
    const actions = last
      ? buttons.filter((button) => button.parentElement === last.parentElement)
      : [];
    if (actions.length > 1) {
      const rects = actions.map((button) => button.getBoundingClientRect());
      const near = (a: number, b: number) => Math.abs(a - b) <= 1;
      const [firstRect] = rects;
      const isOneRow = rects.every((rect) => firstRect && near(rect.top, firstRect.top));
      const isOneColumn = rects.every(
        (rect) => firstRect && near(rect.left, firstRect.left) && near(rect.width, firstRect.width),
      );
      if (!isOneRow && !isOneColumn) {
        problems.push(
          `the actions ${actions.map(describe).join(', ')} are neither on one row nor stacked evenly`,
        );
      }
    }
    return problems;
  }, minPadding);
}

/**
 * Lays the open dialog out at each width in turn (the page is resized around it, as a phone
 * turning or a window narrowing would), collects its layout problems per width and, when
 * `SCREENSHOTS_DIR` asks for pictures, keeps one at the screenshot widths as
 * `<shotsDir>/<name>-<width>.png`. Returns the problems by width and the pictures' paths.
 */
export async function checkDialogAtWidths(
  page: Page,
  dialog: Locator,
  {
    name,
    shotsDir,
    widths = dialogWidths,
    height = 800,
    ...options
  }: DialogGeometryOptions & {
    name: string;
    shotsDir: string;
    widths?: readonly number[];
    height?: number;
  },
): Promise<{ problems: Record<number, string[]>; shots: string[] }> {
  const problems: Record<number, string[]> = {};
  const shots: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    // Let the resize's layout and any entrance animation settle before measuring.
    await dialog.waitFor({ state: 'visible' });
    await dialog.evaluate(async (box) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const finite = box
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    });
    const found = await dialogLayoutProblems(dialog, options);
    if (found.length > 0) problems[width] = found;
    if (screenshotWidths.includes(width)) {
      const path = `${shotsDir}/${name}-${width}.png`;
      if (await keepScreenshot(page, { path })) shots.push(path);
    }
  }
  return { problems, shots };
}
