import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { formatOpeningHours, timesInAnotherForm } from '@venue/domain/format';
import { describe, expect, it } from 'vitest';
import { ContactDetails } from './contact-details.tsx';

describe('the opening hours', () => {
  it('read "Open daily 15:00 to 23:00" in the contact details, in the slots\' form', () => {
    const { container } = render(<ContactDetails />);
    expect(container).toHaveTextContent(`Open daily ${formatOpeningHours()}`);
    expect(formatOpeningHours()).toBe('15:00 to 23:00');
    expect(timesInAnotherForm(container.textContent ?? '')).toEqual([]);
  });

  it("read the same in the page's description for search engines and link previews", () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description).toContain(`Open daily ${formatOpeningHours()}.`);
    expect(timesInAnotherForm(description)).toEqual([]);
  });
});

describe('the address', () => {
  it('keeps its own direction, so its house number stays in front on Arabic pages', () => {
    const { getByText } = render(<ContactDetails />);
    expect(getByText(/Al-Irsal Street/)).toHaveAttribute('dir', 'auto');
  });
});
