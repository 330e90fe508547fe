// Drawing helpers the posters share: SVG strings for pins, balls, headsets, cups and beans.

/** Shared definitions: the bowling pin shape, soft shadow and neon glow filters. */
export const defs = `
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

export function pin(x: number, y: number, scale: number, stripe = '#d6263b'): string {
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

export function neonPin(x: number, y: number, scale: number, color: string): string {
  return `
    <g transform="translate(${x} ${y}) scale(${scale})" filter="url(#glow)">
      <use href="#pin" fill="${color}" fill-opacity="0.12" stroke="${color}" stroke-width="${5 / scale}"/>
      <path d="M-13-136H13M-12-125H12" stroke="${color}" stroke-width="${5 / scale}" stroke-linecap="round"/>
    </g>`;
}

export function ball(x: number, y: number, r: number): string {
  const hole = (dx: number, dy: number, hr: number) =>
    `<circle cx="${x + dx * r}" cy="${y + dy * r}" r="${hr * r}" fill="#060b22" opacity="0.9"/>`;
  return `
    <circle cx="${x}" cy="${y}" r="${r}" fill="url(#ball)"/>
    ${hole(-0.18, -0.38, 0.11)}${hole(0.14, -0.42, 0.11)}${hole(0.02, -0.08, 0.13)}
    <ellipse cx="${x - r * 0.38}" cy="${y - r * 0.45}" rx="${r * 0.22}" ry="${r * 0.1}" fill="#fff" opacity="0.35" transform="rotate(-35 ${x - r * 0.38} ${y - r * 0.45})"/>`;
}

/** A VR headset seen from the front, centred on (x, y); `w` is its width. */
export function headset(x: number, y: number, w: number, visor: string, body = '#161a30'): string {
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

export function visorGradient(id: string, from: string, via: string, to: string): string {
  return `
    <linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="0.55" stop-color="${via}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>`;
}

/** A coffee bean at (x, y), turned by `angle` degrees. */
export function bean(x: number, y: number, angle: number, size = 1): string {
  return `
    <g transform="translate(${x} ${y}) rotate(${angle}) scale(${size})">
      <ellipse rx="16" ry="11" fill="#4a2a18"/>
      <path d="M-13 1C-6-5 5 6 13-1" stroke="#22120a" stroke-width="3" fill="none" stroke-linecap="round"/>
    </g>`;
}

/** Wavy steam rising from (x, y). */
export function steam(x: number, y: number, height: number, color = '#fff', opacity = 0.6): string {
  const s = height / 3;
  return `<path d="M${x} ${y}c-${s * 0.35}-${s * 0.5} ${s * 0.35}-${s} 0-${s * 1.5}s${s * 0.35}-${s} 0-${s * 1.5}" stroke="${color}" stroke-opacity="${opacity}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
}

/** A side-view cup on a saucer: body from `top` to `top + h`, `w` wide at the rim. */
export function sideCup(
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
export function scatter(count: number, x: number, y: number, w: number, h: number, seed: number) {
  const points: { x: number; y: number; t: number }[] = [];
  let s = seed;
  const next = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  for (let i = 0; i < count; i++) points.push({ x: x + next() * w, y: y + next() * h, t: next() });
  return points;
}
