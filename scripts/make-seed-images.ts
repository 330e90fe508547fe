// `npm run seed:images`: renders the demo seed's images (menu items and zone photos) from HTML/CSS
// and inline SVG with Debian's Chromium, into supabase/seed/storage/<bucket>/. The local stack
// uploads that folder to the Storage buckets whenever it seeds ([storage.buckets.*] objects_path in
// supabase/config.toml), as `supabase start` does. Re-run it after changing a poster below.
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { launchBrowser } from '@venue/test-kit/browser';
import { repoRoot } from '../packages/local-stack/src/paths.ts';

const outDir = join(repoRoot, 'supabase', 'seed', 'storage');
const QUALITY = 72;
/** What a seed image should stay under, so the repository and the first page load stay light. */
const MAX_BYTES = 80 * 1024;

const SIZES = { zone: { width: 960, height: 640 }, menu: { width: 640, height: 640 } } as const;

type Poster = {
  /** Path under supabase/seed/storage: `<bucket>/<object name>`. */
  file: string;
  size: keyof typeof SIZES;
  /** CSS background of the whole poster. */
  background: string;
  ink: string;
  muted: string;
  accent: string;
  kicker: string;
  /** The title; `\n` breaks the line. */
  title: string;
  /** SVG markup in the poster's pixel coordinates, drawn over the background, under the text. */
  art: string;
};

// ---------------------------------------------------------------------------------------------
// Shared drawing helpers (SVG strings).

/** Shared definitions: the bowling pin shape, soft shadow and neon glow filters. */
const defs = `
  <defs>
    <path id="pin" d="M-14 0C-30-40-36-80-22-110C-14-125-10-135-12-150C-20-175-12-200 0-200C12-200 20-175 12-150C10-135 14-125 22-110C36-80 30-40 14 0Z"/>
    <clipPath id="pin-clip"><use href="#pin"/></clipPath>
    <linearGradient id="pin-shade" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="#f4f1ec"/><stop offset="1" stop-color="#c9c2b8"/>
    </linearGradient>
    <radialGradient id="ball" cx="0.38" cy="0.32" r="0.75">
      <stop offset="0" stop-color="#8fe3ff"/><stop offset="0.35" stop-color="#2f6fe4"/><stop offset="1" stop-color="#0b1640"/>
    </radialGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>
    <filter id="blur-lg" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>
    <filter id="glow" x="-50%" y="-50%" width="200%" height="200%">
      <feGaussianBlur stdDeviation="6" result="b"/>
      <feMerge><feMergeNode in="b"/><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge>
    </filter>
  </defs>`;

function pin(x: number, y: number, scale: number, stripe = '#d6263b'): string {
  return `
    <g transform="translate(${x} ${y}) scale(${scale})">
      <use href="#pin" fill="url(#pin-shade)"/>
      <g clip-path="url(#pin-clip)">
        <rect x="-40" y="-140" width="80" height="7" fill="${stripe}"/>
        <rect x="-40" y="-129" width="80" height="7" fill="${stripe}"/>
      </g>
      <path d="M-18-60C-22-80-20-96-14-106" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none" opacity="0.9"/>
    </g>`;
}

function neonPin(x: number, y: number, scale: number, color: string): string {
  return `
    <g transform="translate(${x} ${y}) scale(${scale})" filter="url(#glow)">
      <use href="#pin" fill="${color}" fill-opacity="0.12" stroke="${color}" stroke-width="${5 / scale}"/>
      <path d="M-13-136H13M-12-125H12" stroke="${color}" stroke-width="${5 / scale}" stroke-linecap="round"/>
    </g>`;
}

function ball(x: number, y: number, r: number): string {
  const hole = (dx: number, dy: number, hr: number) =>
    `<circle cx="${x + dx * r}" cy="${y + dy * r}" r="${hr * r}" fill="#060b22" opacity="0.9"/>`;
  return `
    <circle cx="${x}" cy="${y}" r="${r}" fill="url(#ball)"/>
    ${hole(-0.18, -0.38, 0.11)}${hole(0.14, -0.42, 0.11)}${hole(0.02, -0.08, 0.13)}
    <ellipse cx="${x - r * 0.38}" cy="${y - r * 0.45}" rx="${r * 0.22}" ry="${r * 0.1}" fill="#fff" opacity="0.35" transform="rotate(-35 ${x - r * 0.38} ${y - r * 0.45})"/>`;
}

/** A VR headset seen from the front, centred on (x, y); `w` is its width. */
function headset(x: number, y: number, w: number, visor: string, body = '#161a30'): string {
  const h = w * 0.52;
  const left = x - w / 2;
  const top = y - h / 2;
  const id = `nose-${Math.round(x)}-${Math.round(y)}`;
  return `
    <mask id="${id}">
      <rect x="${left - 80}" y="${top - 80}" width="${w + 160}" height="${h + 160}" fill="#fff"/>
      <ellipse cx="${x}" cy="${top + h + w * 0.02}" rx="${w * 0.12}" ry="${h * 0.2}" fill="#000"/>
    </mask>
    <g mask="url(#${id})">
      <rect x="${left - w * 0.07}" y="${y - h * 0.16}" width="${w * 1.14}" height="${h * 0.32}" rx="${h * 0.12}" fill="${body}" opacity="0.85"/>
      <rect x="${left}" y="${top}" width="${w}" height="${h}" rx="${h * 0.36}" fill="${body}"/>
      <rect x="${left + w * 0.05}" y="${top + h * 0.09}" width="${w * 0.9}" height="${h * 0.82}" rx="${h * 0.3}" fill="url(#${visor})"/>
      <path d="M${left + w * 0.16} ${top + h * 0.2}Q${x} ${top + h * 0.05} ${left + w * 0.84} ${top + h * 0.2}" stroke="#fff" stroke-opacity="0.45" stroke-width="${w * 0.018}" stroke-linecap="round" fill="none"/>
      <circle cx="${left + w * 0.14}" cy="${top + h * 0.3}" r="${w * 0.018}" fill="#0a0c18" opacity="0.7"/>
      <circle cx="${left + w * 0.86}" cy="${top + h * 0.3}" r="${w * 0.018}" fill="#0a0c18" opacity="0.7"/>
      <circle cx="${left + w * 0.14}" cy="${top + h * 0.72}" r="${w * 0.018}" fill="#0a0c18" opacity="0.7"/>
      <circle cx="${left + w * 0.86}" cy="${top + h * 0.72}" r="${w * 0.018}" fill="#0a0c18" opacity="0.7"/>
    </g>`;
}

function visorGradient(id: string, from: string, via: string, to: string): string {
  return `
    <linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="0.55" stop-color="${via}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>`;
}

/** A coffee bean at (x, y), turned by `angle` degrees. */
function bean(x: number, y: number, angle: number, size = 1): string {
  return `
    <g transform="translate(${x} ${y}) rotate(${angle}) scale(${size})">
      <ellipse rx="16" ry="11" fill="#4a2a18"/>
      <path d="M-13 1C-6-5 5 6 13-1" stroke="#22120a" stroke-width="3" fill="none" stroke-linecap="round"/>
    </g>`;
}

/** Wavy steam rising from (x, y). */
function steam(x: number, y: number, height: number, color = '#fff', opacity = 0.6): string {
  const s = height / 3;
  return `<path d="M${x} ${y}c-${s * 0.35}-${s * 0.5} ${s * 0.35}-${s} 0-${s * 1.5}s${s * 0.35}-${s} 0-${s * 1.5}" stroke="${color}" stroke-opacity="${opacity}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
}

/** A side-view cup on a saucer: body from `top` to `top + h`, `w` wide at the rim. */
function sideCup(
  x: number,
  top: number,
  w: number,
  h: number,
  colors: { cup: string; shade: string; drink: string; band?: string },
): string {
  const l = x - w / 2;
  const r = x + w / 2;
  const b = top + h;
  const body = `M${l} ${top}L${r} ${top}C${r - w * 0.02} ${top + h * 0.55} ${r - w * 0.18} ${b} ${x} ${b}C${l + w * 0.18} ${b} ${l + w * 0.02} ${top + h * 0.55} ${l} ${top}Z`;
  const id = `cup-${Math.round(x)}-${Math.round(top)}`;
  return `
    <linearGradient id="${id}-g" x1="0" x2="1"><stop offset="0" stop-color="${colors.cup}"/><stop offset="0.6" stop-color="${colors.cup}"/><stop offset="1" stop-color="${colors.shade}"/></linearGradient>
    <clipPath id="${id}-c"><path d="${body}"/></clipPath>
    <ellipse cx="${x}" cy="${b + h * 0.06}" rx="${w * 0.95}" ry="${h * 0.12}" fill="#000" opacity="0.25" filter="url(#soft)"/>
    <ellipse cx="${x}" cy="${b}" rx="${w * 0.85}" ry="${h * 0.14}" fill="${colors.shade}"/>
    <ellipse cx="${x}" cy="${b - h * 0.025}" rx="${w * 0.83}" ry="${h * 0.12}" fill="${colors.cup}"/>
    <ellipse cx="${x}" cy="${b - h * 0.04}" rx="${w * 0.4}" ry="${h * 0.06}" fill="${colors.shade}" opacity="0.6"/>
    <path d="M${r - w * 0.04} ${top + h * 0.18}c${w * 0.3} ${-h * 0.06} ${w * 0.32} ${h * 0.5} ${-w * 0.1} ${h * 0.56}" stroke="${colors.cup}" stroke-width="${w * 0.07}" fill="none" stroke-linecap="round"/>
    <path d="${body}" fill="url(#${id}-g)"/>
    ${colors.band ? `<rect x="${l - 10}" y="${top + h * 0.3}" width="${w + 20}" height="${h * 0.12}" fill="${colors.band}" clip-path="url(#${id}-c)"/>` : ''}
    <ellipse cx="${x}" cy="${top}" rx="${w / 2}" ry="${w * 0.09}" fill="${colors.cup}"/>
    <ellipse cx="${x}" cy="${top + w * 0.01}" rx="${w * 0.44}" ry="${w * 0.07}" fill="${colors.drink}"/>`;
}

/** Evenly spread pseudo-random points (deterministic), for stars and sugar dust. */
function scatter(count: number, x: number, y: number, w: number, h: number, seed: number) {
  const points: { x: number; y: number; t: number }[] = [];
  let s = seed;
  const next = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  for (let i = 0; i < count; i++) points.push({ x: x + next() * w, y: y + next() * h, t: next() });
  return points;
}

// ---------------------------------------------------------------------------------------------
// Bowling.

const bowlingMain: Poster = {
  file: 'zone-media/bowling/main.jpg',
  size: 'zone',
  background: 'linear-gradient(135deg, #0f1c3f 0%, #1c2763 55%, #9c1d5e 125%)',
  ink: '#fdf7ef',
  muted: '#a9b4e6',
  accent: '#ff5a7a',
  kicker: 'Strike Zone',
  title: 'Bowling',
  art: (() => {
    const rows = [
      { y: 330, s: 0.78, xs: [575, 645, 715, 785] },
      { y: 362, s: 0.86, xs: [610, 680, 750] },
      { y: 396, s: 0.94, xs: [645, 715] },
      { y: 432, s: 1.02, xs: [680] },
    ];
    return `
      <circle cx="680" cy="300" r="250" fill="#fff" opacity="0.05"/>
      <circle cx="680" cy="300" r="190" fill="#fff" opacity="0.05"/>
      <ellipse cx="680" cy="440" rx="220" ry="22" fill="#000" opacity="0.45" filter="url(#soft)"/>
      ${rows.map((row) => row.xs.map((x) => pin(x, row.y, row.s)).join('')).join('')}
      <g opacity="0.5" stroke="#a9b4e6" stroke-width="5" stroke-linecap="round">
        <path d="M410 470H470"/><path d="M430 496H476"/><path d="M418 522H470"/>
      </g>
      <ellipse cx="556" cy="560" rx="70" ry="11" fill="#000" opacity="0.5" filter="url(#soft)"/>
      ${ball(556, 496, 64)}`;
  })(),
};

const bowlingLanes: Poster = {
  file: 'zone-media/bowling/lanes.jpg',
  size: 'zone',
  background: 'linear-gradient(180deg, #140c2c 0%, #221546 60%, #140c2c 100%)',
  ink: '#fdf4e6',
  muted: '#c3b2f0',
  accent: '#ffb347',
  kicker: 'Strike Zone — Bowling',
  title: 'The\nLanes',
  art: (() => {
    const vp = { x: 700, y: 60 };
    const far = 250;
    const at = (bx: number, y: number) => vp.x + (bx - vp.x) * ((y - vp.y) / (640 - vp.y));
    const bounds = [420, 560, 700, 840, 980];
    const gutter = 12;
    const lanes = bounds.slice(0, -1).map((b, i) => {
      const l = b + gutter / 2;
      const r = (bounds[i + 1] ?? b) - gutter / 2;
      const pts = `${at(l, far)},${far} ${at(r, far)},${far} ${r},640 ${l},640`;
      const mid = (l + r) / 2;
      const arrows = [0, -1, 1]
        .map((k) => {
          const y = 520 - Math.abs(k) * 14;
          const cx = at(mid + k * 26, y);
          const s = (y - vp.y) / (640 - vp.y);
          return `<path d="M${cx} ${y - 16 * s}L${cx + 7 * s} ${y + 6 * s}H${cx - 7 * s}Z" fill="#7a4a1f" opacity="0.7"/>`;
        })
        .join('');
      const pins = [-1.5, -0.5, 0.5, 1.5]
        .map((k) => pin(at(mid + k * 26, far - 4), far - 4, 0.15, '#d6263b'))
        .join('');
      return `<polygon points="${pts}" fill="url(#wood)"/>${arrows}
        <line x1="${at(mid, far)}" y1="${far}" x2="${mid}" y2="640" stroke="#fff" stroke-opacity="0.08" stroke-width="2"/>${pins}`;
    });
    return `
      <defs>
        <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#8a5a2e"/><stop offset="0.35" stop-color="#d9a35f"/><stop offset="1" stop-color="#f0c68a"/>
        </linearGradient>
        <linearGradient id="band" x1="0" x2="1"><stop offset="0" stop-color="#ff4fa3"/><stop offset="0.5" stop-color="#ffb347"/><stop offset="1" stop-color="#4fd1ff"/></linearGradient>
      </defs>
      <rect x="${at(420, far) - 30}" y="150" width="${990 - at(420, far)}" height="40" fill="url(#band)" opacity="0.85"/>
      <rect x="${at(420, far) - 30}" y="150" width="${990 - at(420, far)}" height="40" fill="url(#band)" filter="url(#blur-lg)"/>
      <rect x="${at(420, far) - 30}" y="190" width="${990 - at(420, far)}" height="${far - 190}" fill="#06040f"/>
      <polygon points="${at(420, far)},${far} ${at(980, far)},${far} 980,640 420,640" fill="#0b0718"/>
      ${lanes.join('')}
      <rect x="${at(420, far) - 30}" y="${far - 2}" width="${990 - at(420, far)}" height="4" fill="#ffb347" opacity="0.6"/>`;
  })(),
};

const bowlingGlow: Poster = {
  file: 'zone-media/bowling/glow-night.jpg',
  size: 'zone',
  background: 'radial-gradient(circle at 68% 45%, #3a0f6b 0%, #16072f 55%, #07031a 100%)',
  ink: '#ffffff',
  muted: '#e49bff',
  accent: '#ff4fd8',
  kicker: 'Strike Zone — Bowling',
  title: 'Glow\nNight',
  art: (() => {
    const stars = scatter(70, 380, 20, 580, 300, 7)
      .map(
        (p) =>
          `<circle cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" r="${(1 + p.t * 2).toFixed(1)}" fill="#fff" opacity="${(0.25 + p.t * 0.5).toFixed(2)}"/>`,
      )
      .join('');
    return `
      ${stars}
      <path d="M380 470H960" stroke="#ff4fd8" stroke-width="3" filter="url(#glow)"/>
      <path d="M420 520H960" stroke="#3ff0ff" stroke-width="2" opacity="0.5" filter="url(#glow)"/>
      <ellipse cx="690" cy="470" rx="260" ry="30" fill="#ff4fd8" opacity="0.25" filter="url(#blur-lg)"/>
      ${neonPin(560, 450, 0.95, '#3ff0ff')}
      ${neonPin(820, 450, 0.95, '#b6ff3b')}
      ${neonPin(640, 462, 1.1, '#ffc93c')}
      ${neonPin(740, 462, 1.1, '#3ff0ff')}
      ${neonPin(690, 476, 1.3, '#ff4fd8')}
      <g filter="url(#glow)">
        <circle cx="470" cy="500" r="56" fill="#ff4fd8" fill-opacity="0.12" stroke="#ff4fd8" stroke-width="5"/>
        <circle cx="458" cy="480" r="7" fill="none" stroke="#ff4fd8" stroke-width="4"/>
        <circle cx="480" cy="478" r="7" fill="none" stroke="#ff4fd8" stroke-width="4"/>
        <circle cx="472" cy="500" r="8" fill="none" stroke="#ff4fd8" stroke-width="4"/>
      </g>`;
  })(),
};

// ---------------------------------------------------------------------------------------------
// VR.

const vrMain: Poster = {
  file: 'zone-media/vr/main.jpg',
  size: 'zone',
  background: 'linear-gradient(135deg, #0b1026 0%, #24124f 60%, #0e5f7d 130%)',
  ink: '#f2f6ff',
  muted: '#8fd8ff',
  accent: '#3ff0ff',
  kicker: 'Strike Zone',
  title: 'VR Zone',
  art: `
    <defs>${visorGradient('visor-main', '#3ff0ff', '#7c4dff', '#ff4fd8')}</defs>
    <ellipse cx="670" cy="310" rx="280" ry="90" fill="none" stroke="#3ff0ff" stroke-opacity="0.25" stroke-width="2" transform="rotate(-12 670 310)"/>
    <ellipse cx="670" cy="310" rx="240" ry="150" fill="none" stroke="#ff4fd8" stroke-opacity="0.2" stroke-width="2" transform="rotate(20 670 310)"/>
    <ellipse cx="670" cy="470" rx="220" ry="34" fill="#3ff0ff" opacity="0.35" filter="url(#blur-lg)"/>
    <circle cx="670" cy="300" r="180" fill="#7c4dff" opacity="0.25" filter="url(#blur-lg)"/>
    ${headset(670, 300, 380, 'visor-main')}
    <g fill="#3ff0ff" opacity="0.8">
      <circle cx="440" cy="160" r="4"/><circle cx="905" cy="220" r="3"/><circle cx="880" cy="470" r="5"/><circle cx="470" cy="470" r="3"/>
    </g>`,
};

const vrArena: Poster = {
  file: 'zone-media/vr/arena.jpg',
  size: 'zone',
  background: 'linear-gradient(180deg, #070a1f 0%, #1b0f45 52%, #0a0720 100%)',
  ink: '#f2f6ff',
  muted: '#9fb8ff',
  accent: '#ff4fd8',
  kicker: 'Strike Zone — VR',
  title: 'The\nArena',
  art: (() => {
    const horizon = 340;
    const vp = 660;
    const radial = Array.from({ length: 25 }, (_, i) => -1200 + i * 180)
      .map((x) => `<line x1="${vp}" y1="${horizon}" x2="${x}" y2="640"/>`)
      .join('');
    const across = Array.from({ length: 11 }, (_, i) => horizon + 300 * ((i + 1) / 11) ** 2)
      .map((y) => `<line x1="0" y1="${y.toFixed(1)}" x2="960" y2="${y.toFixed(1)}"/>`)
      .join('');
    return `
      <defs>
        <linearGradient id="floor-fade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#fff" stop-opacity="1"/>
        </linearGradient>
        <mask id="floor"><rect x="0" y="${horizon}" width="960" height="${640 - horizon}" fill="url(#floor-fade)"/></mask>
        <radialGradient id="portal" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stop-color="#ff4fd8" stop-opacity="0.55"/><stop offset="0.7" stop-color="#7c4dff" stop-opacity="0.25"/><stop offset="1" stop-color="#3ff0ff" stop-opacity="0"/>
        </radialGradient>
      </defs>
      <rect x="0" y="${horizon - 30}" width="960" height="60" fill="#ff4fd8" opacity="0.35" filter="url(#blur-lg)"/>
      <g mask="url(#floor)" stroke="#3ff0ff" stroke-width="2" opacity="0.8">${radial}${across}</g>
      <line x1="0" y1="${horizon}" x2="960" y2="${horizon}" stroke="#ff9bf0" stroke-width="2" filter="url(#glow)"/>
      <circle cx="${vp}" cy="220" r="150" fill="url(#portal)"/>
      <circle cx="${vp}" cy="220" r="130" fill="none" stroke="#3ff0ff" stroke-width="6" filter="url(#glow)"/>
      <circle cx="${vp}" cy="220" r="104" fill="none" stroke="#ff4fd8" stroke-width="3" stroke-dasharray="18 12" filter="url(#glow)"/>
      <g fill="none" stroke="#b6a4ff" stroke-width="3" filter="url(#glow)">
        <path d="M850 120l40 22v46l-40 22-40-22v-46z M850 120v0M810 142l40 22 40-22M850 164v46"/>
        <path d="M470 150l36 62h-72z"/>
        <path d="M880 300l14 14-14 14-14-14z"/>
        <path d="M440 300l10 10-10 10-10-10z"/>
      </g>
      <ellipse cx="${vp}" cy="500" rx="150" ry="26" fill="none" stroke="#ff4fd8" stroke-width="3" filter="url(#glow)"/>
      <ellipse cx="${vp}" cy="500" rx="100" ry="17" fill="#ff4fd8" opacity="0.25" filter="url(#soft)"/>
      <defs><linearGradient id="shade-left" x1="0" x2="1"><stop offset="0" stop-color="#070a1f" stop-opacity="0.85"/><stop offset="1" stop-color="#070a1f" stop-opacity="0"/></linearGradient></defs>
      <rect x="0" y="0" width="460" height="640" fill="url(#shade-left)"/>`;
  })(),
};

const vrHeadsets: Poster = {
  file: 'zone-media/vr/headsets.jpg',
  size: 'zone',
  background: 'linear-gradient(160deg, #101a33 0%, #1c2447 55%, #2b1742 100%)',
  ink: '#f2f6ff',
  muted: '#a9c6ff',
  accent: '#7cf7c6',
  kicker: 'Strike Zone — VR',
  title: 'Suit\nUp',
  art: (() => {
    const hooks = [
      { x: 530, visor: 'v1' },
      { x: 700, visor: 'v2' },
      { x: 870, visor: 'v3' },
    ];
    return `
      <defs>
        ${visorGradient('v1', '#3ff0ff', '#2f6fe4', '#7c4dff')}
        ${visorGradient('v2', '#ff4fd8', '#7c4dff', '#3ff0ff')}
        ${visorGradient('v3', '#7cf7c6', '#2fb6e4', '#2f6fe4')}
      </defs>
      <rect x="420" y="96" width="540" height="6" fill="#7cf7c6" filter="url(#glow)"/>
      <rect x="420" y="100" width="540" height="120" fill="#7cf7c6" opacity="0.08" filter="url(#blur-lg)"/>
      <rect x="440" y="150" width="520" height="16" rx="8" fill="#2a3560"/>
      ${hooks
        .map(
          (h) => `
        <rect x="${h.x - 6}" y="150" width="12" height="36" rx="6" fill="#3b4a80"/>
        <path d="M${h.x} 184L${h.x - 68} 286M${h.x} 184L${h.x + 68} 286" stroke="#0e1122" stroke-width="12" stroke-linecap="round"/>
        <ellipse cx="${h.x}" cy="460" rx="90" ry="14" fill="#000" opacity="0.35" filter="url(#soft)"/>
        ${headset(h.x, 322, 164, h.visor)}`,
        )
        .join('')}
      <rect x="0" y="470" width="960" height="170" fill="#0c1226" opacity="0.55"/>
      <rect x="0" y="470" width="960" height="3" fill="#7cf7c6" opacity="0.3"/>`;
  })(),
};

// ---------------------------------------------------------------------------------------------
// Cafe.

const cafeMain: Poster = {
  file: 'zone-media/cafe/main.jpg',
  size: 'zone',
  background: 'linear-gradient(160deg, #f6ead8 0%, #ecd1ab 65%, #d39a62 130%)',
  ink: '#3b2416',
  muted: '#9a6a45',
  accent: '#c0572d',
  kicker: 'Strike Zone',
  title: 'Café',
  art: `
    <circle cx="680" cy="330" r="250" fill="#fff" opacity="0.35"/>
    <circle cx="680" cy="330" r="180" fill="#fff" opacity="0.25"/>
    ${steam(640, 230, 130, '#fff', 0.85)}${steam(690, 215, 150, '#fff', 0.85)}${steam(740, 232, 120, '#fff', 0.85)}
    ${sideCup(690, 270, 250, 190, { cup: '#fffaf2', shade: '#d9c3a5', drink: '#5a3520', band: '#c0572d' })}
    ${bean(470, 520, 20)}${bean(505, 548, -30)}${bean(880, 530, 60)}${bean(915, 500, -10, 0.9)}${bean(860, 565, 15, 0.85)}`,
};

const cafeCounter: Poster = {
  file: 'zone-media/cafe/counter.jpg',
  size: 'zone',
  background: 'linear-gradient(180deg, #2a1a12 0%, #3f281b 70%, #2a1a12 100%)',
  ink: '#f6ead8',
  muted: '#d9b48a',
  accent: '#e0a15e',
  kicker: 'Strike Zone — Café',
  title: 'The\nCounter',
  art: (() => {
    const lamps = [520, 690, 860]
      .map(
        (x) => `
        <polygon points="${x - 38},118 ${x + 38},118 ${x + 150},440 ${x - 150},440" fill="url(#beam)"/>
        <line x1="${x}" y1="0" x2="${x}" y2="82" stroke="#140c08" stroke-width="3"/>
        <path d="M${x - 46} 120Q${x - 44} 80 ${x} 80Q${x + 44} 80 ${x + 46} 120Z" fill="#e0a15e"/>
        <ellipse cx="${x}" cy="121" rx="40" ry="7" fill="#fff3cf"/>
        <ellipse cx="${x}" cy="126" rx="60" ry="20" fill="#ffd48a" opacity="0.6" filter="url(#soft)"/>`,
      )
      .join('');
    const slats = Array.from({ length: 13 }, (_, i) => 470 + i * 40)
      .map((x) => `<line x1="${x}" y1="452" x2="${x}" y2="640" stroke="#4e3121" stroke-width="3"/>`)
      .join('');
    const group = (x: number) => `
      <rect x="${x - 20}" y="366" width="40" height="18" rx="4" fill="#6f6f78"/>
      <rect x="${x - 26}" y="384" width="52" height="10" rx="5" fill="#2a2a30"/>
      <rect x="${x - 90}" y="385" width="70" height="9" rx="4.5" fill="#1a1a1e"/>
      <path d="M${x - 12} 394h24l-4 18h-16z" fill="#fffaf2"/>`;
    return `
      <defs>
        <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd48a" stop-opacity="0.28"/><stop offset="1" stop-color="#ffd48a" stop-opacity="0"/></linearGradient>
        <linearGradient id="steel" x1="0" x2="1"><stop offset="0" stop-color="#f2f2f4"/><stop offset="0.5" stop-color="#c4c4cc"/><stop offset="1" stop-color="#7d7d88"/></linearGradient>
        <linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9c9a0"/><stop offset="1" stop-color="#b98a5c"/></linearGradient>
      </defs>
      ${lamps}
      <rect x="560" y="282" width="230" height="84" rx="10" fill="url(#steel)"/>
      <rect x="560" y="282" width="18" height="150" fill="url(#steel)"/>
      <rect x="772" y="282" width="18" height="150" fill="url(#steel)"/>
      <rect x="572" y="420" width="206" height="12" rx="3" fill="#55555e"/>
      <circle cx="640" cy="320" r="15" fill="#fffaf2" stroke="#7d7d88" stroke-width="3"/>
      <line x1="640" y1="320" x2="648" y2="311" stroke="#c0572d" stroke-width="3" stroke-linecap="round"/>
      <circle cx="710" cy="320" r="15" fill="#fffaf2" stroke="#7d7d88" stroke-width="3"/>
      <line x1="710" y1="320" x2="700" y2="312" stroke="#c0572d" stroke-width="3" stroke-linecap="round"/>
      ${group(640)}${group(730)}
      <path d="M590 262h26l-3 20h-20zM626 262h26l-3 20h-20zM700 262h26l-3 20h-20z" fill="#fffaf2"/>
      <rect x="440" y="432" width="530" height="22" rx="4" fill="url(#top)"/>
      <rect x="450" y="454" width="520" height="186" fill="#6b4430"/>
      ${slats}
      <path d="M446 432a50 58 0 0 1 100 0z" fill="#fff" fill-opacity="0.12" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>
      <circle cx="478" cy="420" r="13" fill="#d39a62"/><circle cx="508" cy="416" r="15" fill="#a8642f"/><circle cx="494" cy="400" r="12" fill="#e2b27a"/>
      <ellipse cx="496" cy="432" rx="58" ry="4" fill="#fff" opacity="0.5"/>
      <path d="M840 398h40l-5 34h-30z" fill="#fffaf2"/><path d="M880 406c14 0 14 18 0 18" stroke="#fffaf2" stroke-width="5" fill="none"/>
      ${steam(860, 390, 60, '#fff', 0.35)}`;
  })(),
};

const cafeLounge: Poster = {
  file: 'zone-media/cafe/lounge.jpg',
  size: 'zone',
  background: 'linear-gradient(180deg, #eef2e8 0%, #dde5d3 70%, #c9d5bb 100%)',
  ink: '#23352b',
  muted: '#6b8a72',
  accent: '#c77d4a',
  kicker: 'Strike Zone — Café',
  title: 'The\nLounge',
  art: (() => {
    const leaves = [
      [-40, 0],
      [-20, 0],
      [0, 0],
      [25, 0],
      [45, 0],
      [-55, 30],
      [60, 30],
    ]
      .map(
        ([angle], i) =>
          `<ellipse cx="0" cy="-70" rx="18" ry="62" fill="${i % 2 ? '#4f8a5b' : '#3d7049'}" transform="rotate(${angle})"/>`,
      )
      .join('');
    const chair = (x: number, w: number, color: string, dark: string) => `
      <ellipse cx="${x + w / 2}" cy="560" rx="${w * 0.6}" ry="12" fill="#000" opacity="0.18" filter="url(#soft)"/>
      <rect x="${x + 14}" y="520" width="8" height="40" fill="#3b2a1e"/><rect x="${x + w - 22}" y="520" width="8" height="40" fill="#3b2a1e"/>
      <rect x="${x + 16}" y="360" width="${w - 32}" height="130" rx="34" fill="${dark}"/>
      <rect x="${x + 8}" y="460" width="${w - 16}" height="64" rx="22" fill="${color}"/>
      <rect x="${x}" y="420" width="36" height="104" rx="18" fill="${dark}"/>
      <rect x="${x + w - 36}" y="420" width="36" height="104" rx="18" fill="${dark}"/>`;
    return `
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe0f2"/><stop offset="1" stop-color="#f6e7c8"/></linearGradient>
        <linearGradient id="floor" x1="0" x2="1"><stop offset="0" stop-color="#c9b48f" stop-opacity="0"/><stop offset="0.25" stop-color="#c9b48f"/></linearGradient>
        <linearGradient id="skirting" x1="0" x2="1"><stop offset="0" stop-color="#b39a70" stop-opacity="0"/><stop offset="0.25" stop-color="#b39a70"/></linearGradient>
      </defs>
      <path d="M560 400V200a120 120 0 0 1 240 0v200z" fill="#f7f4ec"/>
      <path d="M575 400V200a105 105 0 0 1 210 0v200z" fill="url(#sky)"/>
      <path d="M680 95V400M575 260H785" stroke="#f7f4ec" stroke-width="8"/>
      <circle cx="735" cy="180" r="26" fill="#ffe3a3" opacity="0.9"/>
      <rect x="300" y="540" width="660" height="100" fill="url(#floor)"/>
      <rect x="300" y="536" width="660" height="6" fill="url(#skirting)"/>
      <g transform="translate(920 470)">${leaves}</g>
      <path d="M890 470h60l-8 70h-44z" fill="#c77d4a"/>
      ${chair(440, 170, '#d68a56', '#c77d4a')}
      ${chair(770, 160, '#e3b45a', '#d9a441')}
      <ellipse cx="690" cy="572" rx="90" ry="12" fill="#000" opacity="0.18" filter="url(#soft)"/>
      <rect x="684" y="486" width="12" height="84" fill="#3b2a1e"/>
      <ellipse cx="690" cy="572" rx="40" ry="7" fill="#3b2a1e"/>
      <ellipse cx="690" cy="486" rx="82" ry="16" fill="#8a5a3a"/>
      <ellipse cx="690" cy="482" rx="82" ry="16" fill="#a87150"/>
      <path d="M660 456h26l-3 22h-20zM702 460h22l-3 18h-16z" fill="#fffaf2"/>
`;
  })(),
};

// ---------------------------------------------------------------------------------------------
// Menu.

const menuColors = { kicker: 'Café menu' };

const espresso: Poster = {
  file: 'menu-images/espresso.jpg',
  size: 'menu',
  background: 'radial-gradient(circle at 50% 38%, #4a2d1e 0%, #2a1810 60%, #170d08 100%)',
  ink: '#f6ead8',
  muted: '#d9a56b',
  accent: '#d08a4a',
  kicker: menuColors.kicker,
  title: 'Espresso',
  art: `
    <circle cx="320" cy="270" r="200" fill="#fff" opacity="0.04"/>
    ${steam(285, 190, 120, '#fff', 0.35)}${steam(340, 178, 135, '#fff', 0.35)}
    ${sideCup(320, 230, 210, 160, { cup: '#fffaf2', shade: '#cdb89c', drink: '#b8763e' })}
    <ellipse cx="302" cy="229" rx="50" ry="6" fill="#e0a868" opacity="0.7"/>
    ${bean(120, 420, 25)}${bean(150, 448, -35)}${bean(510, 430, 60)}${bean(540, 405, -5)}`,
};

const cappuccino: Poster = {
  file: 'menu-images/cappuccino.jpg',
  size: 'menu',
  background: 'linear-gradient(160deg, #f2e6d4 0%, #e3ccab 100%)',
  ink: '#3b2416',
  muted: '#9a6a45',
  accent: '#c0572d',
  kicker: menuColors.kicker,
  title: 'Cappuccino',
  art: `
    <defs>
      <radialGradient id="foam" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="#e9c497"/><stop offset="0.75" stop-color="#c98a50"/><stop offset="1" stop-color="#8a5228"/>
      </radialGradient>
      <linearGradient id="spoon" x1="0" x2="1"><stop offset="0" stop-color="#f4f4f6"/><stop offset="1" stop-color="#9a9aa6"/></linearGradient>
    </defs>
    <circle cx="330" cy="262" r="196" fill="#000" opacity="0.18" filter="url(#soft)"/>
    <circle cx="320" cy="250" r="190" fill="#fbf7f0"/>
    <circle cx="320" cy="250" r="150" fill="#efe6d8"/>
    <rect x="430" y="232" width="90" height="36" rx="18" fill="#fffdf8" stroke="#e6dccb" stroke-width="3"/>
    <circle cx="322" cy="254" r="140" fill="#000" opacity="0.12" filter="url(#soft)"/>
    <circle cx="320" cy="250" r="136" fill="#fffdf8"/>
    <circle cx="320" cy="250" r="114" fill="url(#foam)"/>
    <path d="M320 330C250 290 240 220 280 205C300 198 315 210 320 228C325 210 340 198 360 205C400 220 390 290 320 330Z" fill="#fbf1e3"/>
    <path d="M320 228C318 260 320 300 320 330" stroke="#d9a56b" stroke-width="4" fill="none" opacity="0.8"/>
    <g transform="rotate(-32 180 420)">
      <ellipse cx="180" cy="420" rx="26" ry="16" fill="url(#spoon)"/>
      <rect x="200" y="415" width="110" height="10" rx="5" fill="url(#spoon)"/>
    </g>`,
};

const clubSandwich: Poster = {
  file: 'menu-images/club-sandwich.jpg',
  size: 'menu',
  background: 'linear-gradient(160deg, #f8ddbb 0%, #f0b98a 100%)',
  ink: '#3a2418',
  muted: '#8c5a36',
  accent: '#4f8a3c',
  kicker: menuColors.kicker,
  title: 'Club Sandwich',
  art: (() => {
    /** One triangular half, cut side facing us: layers clipped to the triangle. */
    const half = (cx: number, base: number, w: number, h: number, id: string) => {
      const tri = `M${cx - w / 2} ${base}L${cx} ${base - h}L${cx + w / 2} ${base}Z`;
      const at = (f: number) => base - h * f;
      const band = (from: number, to: number, fill: string) =>
        `<rect x="${cx - w}" y="${at(to)}" width="${w * 2}" height="${at(from) - at(to)}" fill="${fill}"/>`;
      const wave = (f: number, fill: string, amp: number) => {
        const y = at(f);
        let d = `M${cx - w} ${y + 14}V${y}`;
        for (let x = cx - w; x < cx + w; x += 24) d += `q6 -${amp} 12 0t12 0`;
        return `<path d="${d}V${y + 14}Z" fill="${fill}"/>`;
      };
      return `
        <clipPath id="${id}"><path d="${tri}"/></clipPath>
        <g clip-path="url(#${id})">
          ${band(0, 1, '#f3d9a8')}
          ${band(0.2, 0.27, '#d94b3b')}
          ${band(0.27, 0.33, '#f7c948')}
          ${wave(0.18, '#6fae4a', 8)}
          ${band(0.5, 0.58, '#e9a3a0')}
          ${band(0.58, 0.63, '#c9574f')}
          ${wave(0.48, '#6fae4a', 7)}
          ${band(0.36, 0.46, '#f3d9a8')}
          ${band(0.345, 0.36, '#d9a66b')}
          ${band(0.46, 0.475, '#d9a66b')}
          ${band(0.63, 0.645, '#d9a66b')}
        </g>
        <path d="${tri}" fill="none" stroke="#b8742f" stroke-width="12" stroke-linejoin="round"/>`;
    };
    return `
      <ellipse cx="320" cy="440" rx="250" ry="36" fill="#000" opacity="0.18" filter="url(#soft)"/>
      <ellipse cx="320" cy="428" rx="250" ry="34" fill="#fffaf2"/>
      <ellipse cx="320" cy="424" rx="210" ry="24" fill="#f4ece0"/>
      ${half(410, 418, 250, 300, 'sw-back')}
      ${half(250, 430, 260, 320, 'sw-front')}
      <line x1="250" y1="70" x2="250" y2="190" stroke="#d9b27a" stroke-width="5" stroke-linecap="round"/>
      <circle cx="250" cy="78" r="14" fill="#4f8a3c"/><circle cx="246" cy="74" r="4" fill="#c0392b"/>
      <line x1="410" y1="88" x2="410" y2="200" stroke="#d9b27a" stroke-width="5" stroke-linecap="round"/>
      <path d="M410 90l34 10-34 12z" fill="#c0392b"/>`;
  })(),
};

const loadedFries: Poster = {
  file: 'menu-images/loaded-fries.jpg',
  size: 'menu',
  background: 'linear-gradient(160deg, #ffd25e 0%, #f59e0b 100%)',
  ink: '#2a1406',
  muted: '#7a3d0c',
  accent: '#c8102e',
  kicker: menuColors.kicker,
  title: 'Loaded Fries',
  art: (() => {
    const fries = [
      [-95, 150, -14],
      [-60, 175, -8],
      [-25, 165, -3],
      [10, 185, 2],
      [45, 170, 7],
      [80, 160, 12],
      [-78, 135, -11],
      [-40, 150, -5],
      [28, 150, 4],
      [62, 140, 9],
      [-8, 135, 0],
    ]
      .map(
        ([dx = 0, len = 0, angle = 0]) =>
          `<rect x="${320 + dx - 11}" y="${330 - len}" width="22" height="${len}" rx="4" fill="url(#fry)" transform="rotate(${angle} ${320 + dx} 330)"/>`,
      )
      .join('');
    const bits = scatter(26, 215, 150, 210, 70, 11)
      .map((p, i) =>
        i % 3 === 0
          ? `<rect x="${p.x.toFixed(1)}" y="${p.y.toFixed(1)}" width="12" height="8" rx="2" fill="#8b2e16" transform="rotate(${(p.t * 90).toFixed(0)} ${p.x.toFixed(1)} ${p.y.toFixed(1)})"/>`
          : `<circle cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" r="${(3 + p.t * 2).toFixed(1)}" fill="#3f8f3a"/>`,
      )
      .join('');
    return `
      <defs>
        <linearGradient id="fry" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffe08a"/><stop offset="0.6" stop-color="#f7c14a"/><stop offset="1" stop-color="#d98b1f"/></linearGradient>
        <linearGradient id="box" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e0243f"/><stop offset="1" stop-color="#a60d24"/></linearGradient>
      </defs>
      <circle cx="320" cy="280" r="210" fill="#fff" opacity="0.18"/>
      <ellipse cx="320" cy="470" rx="150" ry="18" fill="#7a3d0c" opacity="0.35" filter="url(#soft)"/>
      ${fries}
      <path d="M205 190C235 215 250 170 280 200S330 175 355 200 400 178 432 198" stroke="#ffb703" stroke-width="16" fill="none" stroke-linecap="round"/>
      <path d="M215 215C245 235 265 200 290 222S340 200 365 222 405 205 425 220" stroke="#ff9f1c" stroke-width="11" fill="none" stroke-linecap="round"/>
      ${bits}
      <path d="M200 300L440 300L410 470L230 470Z" fill="url(#box)"/>
      <path d="M205 330C250 345 290 318 320 332S390 348 435 330L431 352C390 368 350 344 320 356S250 366 209 352Z" fill="#fff" opacity="0.9"/>
      <path d="M200 300L440 300L437 316L203 316Z" fill="#8e0b1f"/>`;
  })(),
};

const chocolateBrownie: Poster = {
  file: 'menu-images/chocolate-brownie.jpg',
  size: 'menu',
  background: 'linear-gradient(160deg, #f5e6d3 0%, #e4c4a1 100%)',
  ink: '#2b1810',
  muted: '#8a5a3a',
  accent: '#7a3e1d',
  kicker: menuColors.kicker,
  title: 'Chocolate\nBrownie',
  art: (() => {
    const block = (cx: number, cy: number, w: number, d: number) => {
      const h = w / 2;
      const top = `M${cx - w} ${cy}L${cx} ${cy - h}L${cx + w} ${cy}L${cx} ${cy + h}Z`;
      const left = `M${cx - w} ${cy}L${cx} ${cy + h}V${cy + h + d}L${cx - w} ${cy + d}Z`;
      const right = `M${cx} ${cy + h}L${cx + w} ${cy}V${cy + d}L${cx} ${cy + h + d}Z`;
      const cracks = `M${cx - w * 0.5} ${cy - h * 0.1}l${w * 0.25} ${h * 0.12}l${w * 0.2} -${h * 0.2}M${cx + w * 0.05} ${cy + h * 0.3}l${w * 0.3} -${h * 0.15}l${w * 0.15} ${h * 0.1}M${cx - w * 0.1} ${cy - h * 0.55}l${w * 0.2} ${h * 0.1}`;
      return `
        <path d="${left}" fill="#3e2116"/><path d="${right}" fill="#2a140c"/>
        <path d="${top}" fill="#5a3221"/>
        <path d="${cracks}" stroke="#7a4a33" stroke-width="3" fill="none" stroke-linecap="round"/>
        <path d="M${cx - w} ${cy + d * 0.5}L${cx} ${cy + h + d * 0.5}L${cx + w} ${cy + d * 0.5}" stroke="#5a3221" stroke-width="2" fill="none" opacity="0.6"/>`;
    };
    const sugar = scatter(60, 230, 130, 180, 70, 3)
      .map(
        (p) =>
          `<circle cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" r="${(1.5 + p.t * 2).toFixed(1)}" fill="#fffaf2" opacity="0.85"/>`,
      )
      .join('');
    return `<g transform="translate(0 -56)">
      <ellipse cx="320" cy="420" rx="240" ry="46" fill="#000" opacity="0.18" filter="url(#soft)"/>
      <ellipse cx="320" cy="408" rx="240" ry="46" fill="#fffaf2"/>
      <ellipse cx="320" cy="404" rx="196" ry="34" fill="#f2e8da"/>
      ${block(320, 300, 150, 70)}
      ${block(320, 180, 110, 60)}
      ${sugar}
      <ellipse cx="330" cy="142" rx="14" ry="30" fill="#4f8a3c" transform="rotate(50 330 142)"/>
      <ellipse cx="306" cy="146" rx="12" ry="26" fill="#66a34f" transform="rotate(-40 306 146)"/>
      <circle cx="455" cy="395" r="9" fill="#5a3221"/><circle cx="180" cy="400" r="7" fill="#5a3221"/><circle cx="200" cy="385" r="5" fill="#5a3221"/></g>`;
  })(),
};

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
