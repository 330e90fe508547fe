import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../lib/query-client.ts';

// Reading a screen in Arabic (the locale activated by the test): prices, the page's direction and
// no English word of the product's own left.

/**
 * An Arabic price as the page reads it: "70 ₪" inside U+2066 LEFT-TO-RIGHT ISOLATE ... U+2069,
 * its no-break space read as a space by Testing Library's text matching.
 */
export const ils = (amount: string) => `\u2066${amount} ₪\u2069`;

export function renderInArabic(tab: ReactNode) {
  render(<AppProviders queryClient={createQueryClient({ retry: false })}>{tab}</AppProviders>);
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
}

/** Nothing English of the product's own words is left in `element`. */
export function expectNoEnglish(element: HTMLElement, english: RegExp) {
  expect(element.textContent).not.toMatch(english);
}
