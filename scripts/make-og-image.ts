// `npm run og:image`: renders the site's share image (Open Graph and Twitter cards), 1200x630, in
// each language with Debian's Chromium, into apps/site/public/og/share-<locale>.png. The page
// head links the one of its language (apps/site/src/seo/head.ts). Re-run it after changing the
// card below or the venue's name or opening hours.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from '@venue/test-kit/browser';
import { openingHours, venue } from '../packages/domain/src/venue.ts';
import { repoRoot } from '../packages/local-stack/src/paths.ts';

const size = { width: 1200, height: 630 };
const outDir = join(repoRoot, 'apps', 'site', 'public', 'og');
const require = createRequire(join(repoRoot, 'apps', 'site', 'package.json'));

/** Noto Sans Arabic from node_modules (the site's own Arabic font), as a file URL. */
function arabicFontUrl(weight: 400 | 700): string {
  const file = require.resolve(
    `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`,
  );
  return pathToFileURL(file).href;
}

type Card = {
  locale: 'en' | 'ar';
  dir: 'ltr' | 'rtl';
  zones: string;
  hours: string;
  place: string;
};

const { opensAt, closesAt } = openingHours;
const cards: Card[] = [
  {
    locale: 'en',
    dir: 'ltr',
    zones: 'Bowling · VR · Cafe',
    hours: `Open every day ${opensAt}–${closesAt}`,
    place: venue.address.city,
  },
  {
    locale: 'ar',
    dir: 'rtl',
    zones: 'بولينغ · واقع افتراضي · مقهى',
    hours: `مفتوح يوميًا من ${opensAt} إلى ${closesAt}`,
    place: 'رام الله',
  },
];

/** Six neon lanes running to the horizon, in the card's pixel coordinates. */
function lanes(): string {
  const colors = ['#ff4d8d', '#9b7bff', '#2ee6f6', '#2ee6f6', '#9b7bff', '#ff4d8d'];
  const lines = colors
    .map((color, index) => {
      const bottom = 120 + index * 192;
      const top = 560 + index * 16;
      return `<line x1="${bottom}" y1="630" x2="${top}" y2="400" stroke="${color}" stroke-width="3" stroke-opacity="0.55" filter="url(#glow)"/>`;
    })
    .join('');
  return `
    <svg class="lanes" width="1200" height="630" viewBox="0 0 1200 630" aria-hidden="true">
      <defs>
        <filter id="glow" x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="4" result="b"/>
          <feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge>
        </filter>
        <linearGradient id="fade" x1="0" x2="0" y1="400" y2="630" gradientUnits="userSpaceOnUse">
          <stop offset="0" stop-color="#000"/>
          <stop offset="1" stop-color="#fff"/>
        </linearGradient>
        <mask id="horizon"><rect x="0" y="0" width="1200" height="630" fill="url(#fade)"/></mask>
      </defs>
      <g mask="url(#horizon)">${lines}</g>
    </svg>`;
}

function html(card: Card): string {
  return `<!doctype html>
<html lang="${card.locale}" dir="${card.dir}">
<head>
<meta charset="utf-8">
<style>
  @font-face { font-family: "Noto Sans Arabic"; font-weight: 400; src: url("${arabicFontUrl(400)}") format("woff2"); }
  @font-face { font-family: "Noto Sans Arabic"; font-weight: 700; src: url("${arabicFontUrl(700)}") format("woff2"); }
  * { box-sizing: border-box; }
  html, body { margin: 0; width: ${size.width}px; height: ${size.height}px; overflow: hidden; }
  body {
    position: relative;
    background:
      radial-gradient(700px 460px at 88% -10%, rgb(155 123 255 / 0.32), transparent 60%),
      radial-gradient(620px 400px at -8% 40%, rgb(255 77 141 / 0.22), transparent 60%),
      #0a0b14;
    color: #f5f6ff;
    font-family: "Liberation Sans", "Noto Sans Arabic", sans-serif;
  }
  .lanes { position: absolute; inset: 0; }
  .card {
    position: absolute;
    inset: 56px 72px;
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: 22px;
  }
  .kicker {
    margin: 0;
    color: #2ee6f6;
    font-size: 26px;
    font-weight: 700;
    letter-spacing: ${card.dir === 'rtl' ? '0' : '0.22em'};
    text-transform: uppercase;
  }
  h1 {
    margin: 0;
    font-size: 124px;
    line-height: 1;
    font-weight: 700;
    letter-spacing: -0.02em;
    background: linear-gradient(90deg, #ff4d8d 0%, #9b7bff 50%, #2ee6f6 100%);
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
    filter: drop-shadow(0 0 18px rgb(255 77 141 / 0.45));
  }
  .zones { margin: 0; font-size: 50px; font-weight: 700; }
  .hours {
    align-self: flex-start;
    margin: 12px 0 0;
    padding: 12px 30px;
    border: 3px solid #ffc53d;
    border-radius: 999px;
    background: rgb(10 11 20 / 0.85);
    color: #ffc53d;
    font-size: 32px;
    font-weight: 700;
    box-shadow: 0 0 24px rgb(255 197 61 / 0.35);
  }
</style>
</head>
<body>
  ${lanes()}
  <main class="card">
    <p class="kicker">${card.place}</p>
    <h1 dir="ltr" style="align-self: flex-start">${venue.name}</h1>
    <p class="zones">${card.zones}</p>
    <p class="hours">${card.hours}</p>
  </main>
</body>
</html>`;
}

mkdirSync(outDir, { recursive: true });
const scratch = mkdtempSync(join(tmpdir(), 'og-image-'));
const { browser, close } = await launchBrowser();
try {
  for (const card of cards) {
    // A page loaded from a file may load the font files beside it in node_modules.
    const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
    const htmlFile = join(scratch, `share-${card.locale}.html`);
    writeFileSync(htmlFile, html(card));
    await page.goto(pathToFileURL(htmlFile).href);
    await page.evaluate('document.fonts.ready');
    if (card.dir === 'rtl') {
      const loaded = await page.evaluate('document.fonts.check(\'700 50px "Noto Sans Arabic"\')');
      if (!loaded) throw new Error('Noto Sans Arabic did not load for the Arabic card');
    }
    const path = join(outDir, `share-${card.locale}.png`);
    await page.screenshot({ path, type: 'png' });
    await page.close();
    console.log(`${path}  ${(statSync(path).size / 1024).toFixed(1)} KB`);
  }
} finally {
  await close();
  rmSync(scratch, { recursive: true, force: true });
}
