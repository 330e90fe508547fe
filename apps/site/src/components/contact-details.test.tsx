import { i18n } from '@lingui/core';
import { render } from '@testing-library/react';
import { formatOpeningHours, timesInAnotherForm } from '@venue/domain/format';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';
import { pageSeo } from '../seo/pages.ts';
import { ContactDetails } from './contact-details.tsx';

describe('the opening hours', () => {
  it('read "Open daily 15:00 to 23:00" in the contact details, in the slots\' form', () => {
    const { container } = render(<ContactDetails />);
    expect(container).toHaveTextContent(`Open daily ${formatOpeningHours()}`);
    expect(formatOpeningHours()).toBe('15:00 to 23:00');
    expect(timesInAnotherForm(container.textContent ?? '')).toEqual([]);
  });

  it("read the same in the home page's description for search engines and link previews", () => {
    const description = i18n._(pageSeo.home.description);
    expect(description).toContain(`every day from ${formatOpeningHours()}`);
    expect(timesInAnotherForm(description)).toEqual([]);
  });
});

describe('the address', () => {
  it('keeps its own direction, so its house number stays in front on Arabic pages', () => {
    const { getByText } = render(<ContactDetails />);
    expect(getByText(/Al-Irsal Street/)).toHaveAttribute('dir', 'auto');
  });

  it('is written in Arabic on Arabic pages, for a visitor to read out to a taxi driver', async () => {
    await activateLocale('ar');
    const { container, getByText } = render(<ContactDetails />);
    expect(getByText('14 شارع الإرسال، المصيون، رام الله، فلسطين')).toHaveAttribute('dir', 'auto');
    expect(container).not.toHaveTextContent('Al-Irsal');
  });
});
