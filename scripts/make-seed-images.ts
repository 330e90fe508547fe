// `npm run seed:images`: renders the demo seed's images (menu items and zone photos) from HTML/CSS
// and inline SVG with Debian's Chromium, into supabase/seed/storage/<bucket>/. The local stack
// uploads that folder to the Storage buckets whenever it seeds ([storage.buckets.*] objects_path in
// supabase/config.toml), as `supabase start` does. Re-run it after changing a poster in scripts/seed-images/.
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { launchBrowser } from '@venue/test-kit/browser';
import { repoRoot } from '../packages/local-stack/src/paths.ts';
import { bowlingGlow, bowlingLanes, bowlingMain } from './seed-images/bowling.ts';
import { cafeCounter, cafeLounge, cafeMain } from './seed-images/cafe.ts';
import { defs } from './seed-images/drawing.ts';
import {
  cappuccino,
  chocolateBrownie,
  clubSandwich,
  espresso,
  loadedFries,
} from './seed-images/menu.ts';
import { type Poster, SIZES } from './seed-images/poster.ts';
import { vrArena, vrHeadsets, vrMain } from './seed-images/vr.ts';

const outDir = join(repoRoot, 'supabase', 'seed', 'storage');
const QUALITY = 72;
/** What a seed image should stay under, so the repository and the first page load stay light. */
const MAX_BYTES = 80 * 1024;

const posters: Poster[] = [
  bowlingMain,
  bowlingLanes,
  bowlingGlow,
  vrMain,
  vrArena,
  vrHeadsets,
  cafeMain,
  cafeCounter,
  cafeLounge,
  espresso,
  cappuccino,
  clubSandwich,
  loadedFries,
  chocolateBrownie,
];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function html(poster: Poster): string {
  const { width, height } = SIZES[poster.size];
  const zone = poster.size === 'zone';
  const title = poster.title.split('\n').map(escapeHtml).join('<br>');
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; }
  body { position: relative; background: ${poster.background}; -webkit-font-smoothing: antialiased; }
  svg { position: absolute; inset: 0; }
  .text { position: absolute; left: ${zone ? 64 : 48}px; bottom: ${zone ? 64 : 44}px; color: ${poster.ink}; }
  .kicker { font: 700 ${zone ? 15 : 14}px/1 'DejaVu Sans', sans-serif; letter-spacing: 0.32em;
    text-transform: uppercase; color: ${poster.muted}; }
  .rule { width: 56px; height: 4px; background: ${poster.accent}; margin: 18px 0 16px; border-radius: 2px; }
  .title { font-family: 'DejaVu Serif Condensed', 'DejaVu Serif', serif; font-weight: 700;
    font-stretch: condensed; font-size: ${zone ? 92 : 58}px; line-height: 0.95; letter-spacing: -0.02em; }
</style></head><body>
  <svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${poster.art}</svg>
  <div class="text"><div class="kicker">${escapeHtml(poster.kicker)}</div><div class="rule"></div><div class="title">${title}</div></div>
</body></html>`;
}

const only = process.argv.slice(2);
const { browser, close } = await launchBrowser();
let oversized = 0;
try {
  for (const poster of posters) {
    if (only.length > 0 && !only.some((part) => poster.file.includes(part))) continue;
    const page = await browser.newPage({ viewport: SIZES[poster.size], deviceScaleFactor: 1 });
    await page.setContent(html(poster));
    await page.evaluate('document.fonts.ready');
    const path = join(outDir, poster.file);
    mkdirSync(dirname(path), { recursive: true });
    await page.screenshot({ path, type: 'jpeg', quality: QUALITY });
    await page.close();
    const bytes = statSync(path).size;
    const warning = bytes > MAX_BYTES ? '  (over 80 KB: simplify it)' : '';
    if (warning) oversized++;
    console.log(`${poster.file.padEnd(40)} ${(bytes / 1024).toFixed(1).padStart(6)} KB${warning}`);
  }
} finally {
  await close();
}
if (oversized > 0) process.exitCode = 1;
