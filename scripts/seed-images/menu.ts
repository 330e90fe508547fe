// The cafe menu's item pictures.
import { bean, scatter, sideCup, steam } from './drawing.ts';
import type { Poster } from './poster.ts';

const menuColors = { kicker: 'Café menu' };

export const espresso: Poster = {
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

export const cappuccino: Poster = {
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

export const clubSandwich: Poster = {
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

export const loadedFries: Poster = {
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

export const chocolateBrownie: Poster = {
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
