// The cafe zone's photos.
import { bean, sideCup, steam } from './drawing.ts';
import type { Poster } from './poster.ts';

export const cafeMain: Poster = {
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

export const cafeCounter: Poster = {
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

export const cafeLounge: Poster = {
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
