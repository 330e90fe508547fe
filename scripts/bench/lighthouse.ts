// Lighthouse (mobile, simulated throttling) on the site's production build served against a
// local stack with the seed: median of 3 runs per route. Given a `reportDir`, every run's full
// report (JSON) is saved there, to read the failing audits.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from '@venue/test-kit/browser';
import { buildAndServeApp } from '@venue/test-kit/built-app';
import { startTestStack } from '@venue/test-kit/test-stack';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = 3;
const ROUTES = ['/', '/ar', '/menu', '/ar/menu', '/booking', '/ar/booking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The budgets for every route (medians): no long task on a public page (issue 31). */
const budget = { performance: 99, others: 100, lcpSeconds: 1.2, tbtMs: 50, cls: 0 };

/** The budgets a route's medians miss, in words. */
function missedBudgets(
  route: string,
  medians: Record<(typeof CATEGORIES)[number], number> & { lcp: number; tbt: number; cls: number },
): string[] {
  const misses: string[] = [];
  if (medians.performance < budget.performance) misses.push(`performance ${medians.performance}`);
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    if (medians[category] < budget.others) misses.push(`${category} ${medians[category]}`);
  }
  if (medians.lcp / 1000 > budget.lcpSeconds)
    misses.push(`LCP ${(medians.lcp / 1000).toFixed(2)} s`);
  if (medians.tbt > budget.tbtMs) misses.push(`TBT ${medians.tbt.toFixed(0)} ms`);
  if (medians.cls > budget.cls) misses.push(`CLS ${medians.cls.toFixed(3)}`);
  return misses.map((miss) => `${route} ${miss}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** A file name for one run's report, e.g. `menu-2.json` (the home page is `home`). */
function reportName(route: string, run: number): string {
  return `${route.replace(/^\//, '').replaceAll('/', '-') || 'home'}-${run + 1}.json`;
}

function launchChrome() {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

export async function benchLighthouse({
  reportDir,
  routes = ROUTES,
}: {
  reportDir?: string;
  routes?: string[];
} = {}) {
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const stack = await startTestStack();
  const site = await buildAndServeApp('site', stack.info);
  try {
    console.log(`\nLighthouse 12, mobile, median of ${RUNS} runs (site production build)`);
    console.log(
      `  ${'route'.padEnd(12)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'seo'.padStart(5)} ${'LCP s'.padStart(6)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)}`,
    );
    const misses: string[] = [];
    for (const route of routes) {
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, [] as number[]]));
      const lcp: number[] = [];
      const tbt: number[] = [];
      const cls: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        // A fresh browser profile per run: every run is a first visit. (Lighthouse empties the
        // HTTP cache between runs but keeps localStorage, where the site notes, for example,
        // that the browser holds the Arabic font.)
        const chrome = await launchChrome();
        const result = await lighthouse(`${site.url}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        }).finally(() => chrome.kill());
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${route}`);
        if (reportDir) writeFileSync(join(reportDir, reportName(route, run)), JSON.stringify(lhr));
        for (const category of CATEGORIES) {
          scores[category]?.push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
        }
        lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
        tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
        cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN);
      }
      const medians = {
        ...(Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c] ?? [])])) as Record<
          (typeof CATEGORIES)[number],
          number
        >),
        lcp: median(lcp),
        tbt: median(tbt),
        cls: median(cls),
      };
      misses.push(...missedBudgets(route, medians));
      const cells = CATEGORIES.map((c) => String(medians[c]).padStart(5));
      console.log(
        `  ${route.padEnd(12)} ${cells.join(' ')} ${(median(lcp) / 1000).toFixed(2).padStart(6)} ${median(tbt).toFixed(0).padStart(7)} ${median(cls).toFixed(3).padStart(6)}`,
      );
    }
    if (reportDir) console.log(`  reports: ${reportDir}`);
    console.log(
      `  budgets: performance >= ${budget.performance}, accessibility, best practices and SEO ${budget.others}, LCP <= ${budget.lcpSeconds} s, TBT <= ${budget.tbtMs} ms, CLS ${budget.cls}`,
    );
    console.log(
      misses.length ? `  OVER BUDGET: ${misses.join('; ')}` : '  every route within budget',
    );
  } finally {
    await site.close();
    await stack.stop();
  }
}
