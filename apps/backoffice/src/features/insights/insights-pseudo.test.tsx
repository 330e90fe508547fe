import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { getVenueInsights } from '@venue/data/insights/get-venue-insights';
import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { pseudoMessages, pseudoText, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { insightsFixture } from '../../test/fixtures/insights.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { InsightsPage } from './insights-page.tsx';

// The manager's insights with a pseudo-locale in place of the English catalogue: every message
// reads accented, so a plain Latin letter on the page is a text that did not go through the
// catalogue, or the numbers' own values (a package's name, amounts in ILS, the days).
vi.mock('../../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/insights/get-venue-insights', () => ({ getVenueInsights: vi.fn() }));

const insights = insightsFixture;

beforeEach(async () => {
  vi.mocked(getVenueInsights).mockReset().mockResolvedValue(insights);
  await activateLocale('en');
});

/** The days of the period, as `@venue/domain/format` writes them in English. */
const days = [
  ...insights.requestsPerDay.map((day) => day.date),
  ...insights.feedback.weeks.map((week) => week.weekStart),
].map((date) => formatDisplayDate(date, venueTimeZone, 'en'));

/**
 * What the page shows that is not a message: a birthday package's name as the data gives it,
 * amounts in ILS, and the days (the charts' axes write each word of a day on its own: "Nov",
 * "2,", "2026").
 */
const values = [...insights.peopleAndRevenue.map((row) => row.package ?? ''), ...days]
  .filter((value) => value !== '')
  .sort((a, b) => b.length - a.length);
const dayWords = days.flatMap((day) => day.split(' '));

function notThroughCatalogue(): string[] {
  return textsPastCatalogue(document.body, {
    values,
    wholeTexts: dayWords,
    patterns: [/\d[\d,.]* ILS/g],
  });
}

async function renderPage() {
  renderWithProviders(<InsightsPage />, 'jana', '/admin/insights');
  return screen.findByRole('region', { name: pseudoText('People and revenue estimate') });
}

describe("every word of the manager's insights goes through its catalogue", () => {
  beforeEach(() => {
    // jsdom lays nothing out: the charts get a size, to draw their axes and legends.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, 0, 800, 260),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('each figure with its explanation, numbers and download', async () => {
    const revenue = await renderPage();
    expect(within(revenue).getByText('Blaze')).toBeInTheDocument();
    // The charts are drawn, with their legends.
    expect(screen.getAllByText(pseudoText('Approved')).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('table', {
        name: pseudoText('Share of the lanes sold by weekday and time'),
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: `${pseudoText('Download CSV: ')}${pseudoText('Requests per day')}`,
      }),
    ).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('a custom range, and its refusal of a last day before the first', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByText(pseudoText('Custom range')));
    const to = screen.getByLabelText(pseudoText('To'));
    await user.clear(to);
    await user.type(to, '2000-01-01');
    expect(
      await screen.findByText(
        pseudoText('Choose a first and a last day, the last on or after the first.'),
      ),
    ).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('a period without approved bookings or ratings', async () => {
    vi.mocked(getVenueInsights).mockResolvedValue({
      ...insights,
      peopleAndRevenue: [],
      feedback: { weeks: [], spread: [], ratings: 0, average: null },
    });
    renderWithProviders(<InsightsPage />, 'jana', '/admin/insights');
    expect(
      await screen.findByText(pseudoText('No approved bookings in this period.')),
    ).toBeInTheDocument();
    expect(screen.getAllByText(pseudoText('No ratings in this period.'))).toHaveLength(2);
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('a failed load, with its Retry', async () => {
    vi.mocked(getVenueInsights).mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<InsightsPage />, 'jana', '/admin/insights');
    const alert = await screen.findByRole('alert', {
      name: pseudoText('The numbers could not be loaded'),
    });
    expect(within(alert).getByRole('button', { name: pseudoText('Retry') })).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });
});
