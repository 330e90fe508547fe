import { type CSSVariablesResolver, DEFAULT_THEME } from '@mantine/core';

// Mantine's default light-scheme shades for coloured text, for "light", "subtle" and "outline"
// buttons and badges, and its dimmed grey fall under WCAG AA contrast (about 3:1 on white).
// Darker shades keep every label at 4.5:1 or more; yellow, orange and lime get dark text.
const darkText = new Set(['yellow', 'orange', 'lime']);
// Green's darkest shade reads 4.4:1 on white; teal's darkest (a deep green) reads 5:1.
const deepest = (color: string) => (color === 'green' ? 'teal' : color);

export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    // A field's refusal, and the field it refuses, in the red that reads 4.5:1 on white.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  for (const color of Object.keys({ ...DEFAULT_THEME.colors, ...theme.colors })) {
    if (color === 'dark' || color === 'gray') continue;
    const text = darkText.has(color)
      ? 'var(--mantine-color-dark-7)'
      : `var(--mantine-color-${deepest(color)}-9)`;
    light[`--mantine-color-${color}-light-color`] = text;
    light[`--mantine-color-${color}-text`] = text;
    light[`--mantine-color-${color}-outline`] = text;
    light[`--mantine-color-${color}-light`] = `var(--mantine-color-${color}-0)`;
    light[`--mantine-color-${color}-light-hover`] = `var(--mantine-color-${color}-1)`;
  }
  return { variables: {}, light, dark: {} };
};
