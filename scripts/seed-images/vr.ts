// The VR zone's photos.
import { headset, visorGradient } from './drawing.ts';
import type { Poster } from './poster.ts';

export const vrMain: Poster = {
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

export const vrArena: Poster = {
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

export const vrHeadsets: Poster = {
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
