// The bowling zone's photos.
import { ball, neonPin, pin, scatter } from './drawing.ts';
import type { Poster } from './poster.ts';

export const bowlingMain: Poster = {
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

export const bowlingLanes: Poster = {
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

export const bowlingGlow: Poster = {
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
