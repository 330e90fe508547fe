import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ManagedBirthdayPackage } from '@venue/data/birthday-packages/list-managed-birthday-packages';
import { listManagedBirthdayPackages } from '@venue/data/birthday-packages/list-managed-birthday-packages';
import { type Feedback, listFeedback } from '@venue/data/feedback/list-feedback';
import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { localeInfo } from '@venue/i18n/locales';
import { pseudoMessages, pseudoText, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JanaPage } from '../../app/jana-page.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { BirthdayPackagesTab } from './birthday-packages/birthday-packages-tab.tsx';
import { FeedbackTab } from './feedback/feedback-tab.tsx';

// The manager's birthday packages and feedback tabs, and the page that holds the content tabs,
// with a pseudo-locale in place of the English catalogue: every message reads accented, so a
// plain Latin letter on them is a text that did not go through the catalogue, or what the
// manager and the visitors wrote.
vi.mock('../../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/birthday-packages/list-managed-birthday-packages', () => ({
  listManagedBirthdayPackages: vi.fn(),
}));
vi.mock('@venue/data/birthday-packages/add-birthday-package', () => ({
  addBirthdayPackage: vi.fn(),
}));
vi.mock('@venue/data/birthday-packages/update-birthday-package', () => ({
  updateBirthdayPackage: vi.fn(),
}));
vi.mock('@venue/data/birthday-packages/delete-birthday-package', () => ({
  deleteBirthdayPackage: vi.fn(),
}));
vi.mock('@venue/data/feedback/list-feedback', () => ({ listFeedback: vi.fn() }));

/** One package written in English only, one in Arabic only: each says what it still needs. */
const packages: ManagedBirthdayPackage[] = [
  {
    id: 'p2',
    title: { en: 'Blaze' },
    price: 70,
    items: { en: ['1 VR session', '1.5 hours bowling'] },
    min_people: 11,
    max_people: 25,
    duration: 90,
    updated_at: '2026-11-01T10:00:00Z',
  },
  {
    id: 'p3',
    title: { ar: 'باقة النجوم' },
    price: 22.5,
    items: { ar: ['جلسة واقع افتراضي'] },
    min_people: 1,
    max_people: 10,
    duration: 45,
    updated_at: '2026-11-01T10:00:00Z',
  },
];

const feedback: Feedback[] = [
  {
    id: 'f1',
    name: 'Layla',
    rating: 5,
    comment: 'Great lanes',
    likes: 2,
    dislikes: 1,
    created_at: '2026-11-21T22:30:00Z',
  },
];

beforeEach(async () => {
  vi.mocked(listManagedBirthdayPackages).mockReset().mockResolvedValue(packages);
  vi.mocked(listFeedback).mockReset().mockResolvedValue(feedback);
  await activateLocale('en');
});

/**
 * What the tabs show that is not a message: what the manager wrote (a package's title and items)
 * and what visitors wrote (their names and comments), the feedback's days as
 * `@venue/domain/format` writes them in English, prices in ILS, and each language named in itself
 * ("English", "العربية") on the form's tabs.
 */
const values = [
  ...packages.flatMap((pkg) => [pkg.title.en ?? '', ...(pkg.items.en ?? [])]),
  ...feedback.flatMap((item) => [
    item.name,
    item.comment,
    formatDisplayDate(item.created_at, venueTimeZone, 'en'),
  ]),
]
  .filter((value) => value !== '')
  .sort((a, b) => b.length - a.length);
const autonyms: string[] = Object.values(localeInfo).map((info) => info.name);

function notThroughCatalogue(): string[] {
  return textsPastCatalogue(document.body, {
    values,
    wholeTexts: autonyms,
    patterns: [/\d[\d,.]* ILS/g],
  });
}

/** A message with a value in it (`{}`): the message accented, the value as it is. */
const filled = (message: string, value: string) =>
  message
    .split('{}')
    .map((part) => pseudoText(part))
    .join(value);

describe('every word of the remaining content tabs goes through its catalogue', () => {
  it('the birthday packages tab, and its refusals when sent empty', async () => {
    renderWithProviders(<BirthdayPackagesTab />, 'jana', '/admin/jana?tab=birthday-packages');
    const list = await screen.findByRole('list', { name: pseudoText('Birthday packages') });
    expect(within(list).getByText('Blaze')).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);

    const form = screen.getByRole('form', { name: pseudoText('Add birthday package') });
    await userEvent.click(within(form).getByRole('button', { name: pseudoText('Add Package') }));
    expect(
      (await within(form).findAllByText(pseudoText('Please fill all required fields'))).length,
    ).toBeGreaterThan(0);
    // The fields' refusals show (by code, in the pseudo-locale's words).
    expect(form.querySelectorAll('[id$="-error"]').length).toBeGreaterThan(0);
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('a birthday package in its edit form, and the question before deleting it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BirthdayPackagesTab />, 'jana', '/admin/jana?tab=birthday-packages');
    await user.click(await screen.findByRole('button', { name: filled('Edit {}', 'Blaze') }));
    expect(
      screen.getByRole('form', { name: filled('Edit package: {}', 'Blaze') }),
    ).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
    await user.click(screen.getByRole('button', { name: filled('Delete {}', 'Blaze') }));
    expect(
      await screen.findByRole('dialog', { name: pseudoText('Delete birthday package') }),
    ).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('the feedback tab, and the question before deleting one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FeedbackTab />, 'jana', '/admin/jana?tab=feedback');
    const list = await screen.findByRole('list', { name: pseudoText('Feedback') });
    expect(within(list).getByText('Great lanes')).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);
    await user.click(
      within(list).getByRole('button', { name: filled('Delete feedback from {}', 'Layla') }),
    );
    expect(
      await screen.findByRole('dialog', { name: pseudoText('Delete feedback') }),
    ).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('the feedback tab without feedback', async () => {
    vi.mocked(listFeedback).mockResolvedValue([]);
    renderWithProviders(<FeedbackTab />, 'jana', '/admin/jana?tab=feedback');
    expect(await screen.findByText(pseudoText('No feedback yet.'))).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it("the manager's content page: its title and tabs, one of them open", async () => {
    renderWithProviders(<JanaPage />, 'jana', '/admin/jana?tab=feedback');
    expect(screen.getByRole('tab', { name: pseudoText('Manage Bookings') })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: pseudoText('Manage Feedback') }),
    ).toBeInTheDocument();
    await screen.findByText('Great lanes');
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);
  });
});
