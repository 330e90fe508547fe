import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { getVenueInsights } from '@venue/data/insights/get-venue-insights';
import { venueToday } from '@venue/domain/clock';
import { presetPeriod } from '@venue/domain/insights';
import { venueTimeZone } from '@venue/domain/venue';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { type CaughtDownload, catchDownloads } from '../../test/downloads.ts';
import { insightsFixture } from '../../test/fixtures/insights.ts';
import { InsightsPage } from './insights-page.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/insights/get-venue-insights', () => ({ getVenueInsights: vi.fn() }));

const insights = insightsFixture;

function renderPage() {
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <InsightsPage />
    </AppProviders>,
  );
}

/** The files the page hands to the browser. */
const downloads: CaughtDownload[] = [];

beforeEach(() => {
  vi.mocked(getVenueInsights).mockReset().mockResolvedValue(insights);
  catchDownloads(downloads);
});
afterEach(() => vi.restoreAllMocks());

describe('the insights page in English', () => {
  it('loads this month by default and shows each figure with its explanation and numbers', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    const month = presetPeriod('this-month', venueToday(new Date(), venueTimeZone));
    expect(getVenueInsights).toHaveBeenCalledWith({}, month.from, month.to);

    const decisions = await screen.findByRole('region', { name: 'Decisions and attendance' });
    expect(within(decisions).getByLabelText('Approval rate: 75%')).toBeInTheDocument();
    expect(
      within(decisions).getByLabelText('Average time to a decision: 75.5 min'),
    ).toBeInTheDocument();
    expect(within(decisions).getByLabelText('No-show rate: 33%')).toBeInTheDocument();
    expect(within(decisions).getByLabelText('Cancellations: 1')).toBeInTheDocument();

    const revenue = screen.getByRole('region', { name: 'People and revenue estimate' });
    expect(
      within(revenue).getByRole('row', { name: /Regular bowling 2 6 250 ILS/ }),
    ).toBeInTheDocument();
    expect(within(revenue).getByRole('row', { name: /Blaze 1 12 840 ILS/ })).toBeInTheDocument();

    const lanes = screen.getByRole('table', {
      name: 'Share of the lanes sold by weekday and time',
    });
    const rows = within(lanes).getAllByRole('row');
    // Saturday first: the venue's week.
    expect(rows[1]).toHaveTextContent(/^Saturday––$/);
    expect(rows[2]).toHaveTextContent(/^Sunday50%0%$/);
    expect(
      screen.getByText(
        'The share of the 6 lanes sold at each weekday and time, over the days of the period.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the reminded bookings confirmed and the no-shows of those who confirmed and those who did not', async () => {
    renderPage();
    const reminders = await screen.findByRole('region', { name: 'Reminders' });
    expect(
      within(reminders).getByLabelText('Reminded bookings confirmed: 67%'),
    ).toBeInTheDocument();
    expect(within(reminders).getByText('2 of 3')).toBeInTheDocument();
    expect(within(reminders).getByLabelText('No-shows, confirmed: 0%')).toBeInTheDocument();
    expect(within(reminders).getByText('0 of 2')).toBeInTheDocument();
    expect(within(reminders).getByLabelText('No-shows, not confirmed: 100%')).toBeInTheDocument();
    expect(within(reminders).getByText('1 of 1')).toBeInTheDocument();
  });

  it('reads a reminders figure without a case as no data, with nothing counted under it', async () => {
    const none = { arrived: 0, noShow: 0, noShowRate: null };
    vi.mocked(getVenueInsights).mockResolvedValue({
      ...insights,
      reminders: {
        reminded: 0,
        confirmed: 0,
        confirmedShare: null,
        confirmedAttendance: none,
        unconfirmedAttendance: { arrived: 2, noShow: 0, noShowRate: 0 },
      },
    });
    renderPage();
    const reminders = await screen.findByRole('region', { name: 'Reminders' });
    expect(within(reminders).getByLabelText('Reminded bookings confirmed: –')).toBeInTheDocument();
    expect(within(reminders).getByLabelText('No-shows, confirmed: –')).toBeInTheDocument();
    expect(within(reminders).getByLabelText('No-shows, not confirmed: 0%')).toBeInTheDocument();
    expect(within(reminders).getAllByText(/^\d+ of \d+$/)).toHaveLength(1);
    expect(within(reminders).getByText('0 of 2')).toBeInTheDocument();
  });

  it('asks for another period when the manager picks one, and checks a custom range', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Requests per day' });
    await user.click(screen.getByText('Last 30 days'));
    const last30 = presetPeriod('last-30-days', venueToday(new Date(), venueTimeZone));
    await waitFor(() =>
      expect(getVenueInsights).toHaveBeenLastCalledWith({}, last30.from, last30.to),
    );

    await user.click(screen.getByText('Custom range'));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2027-01-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-12-01');
    expect(
      await screen.findByText('Choose a first and a last day, the last on or after the first.'),
    ).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, '2027-01-31');
    await waitFor(() =>
      expect(getVenueInsights).toHaveBeenLastCalledWith({}, '2027-01-01', '2027-01-31'),
    );
  });

  it('downloads a figure as CSV with its header and rows', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download CSV: Requests per day' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.name).toBe('insights-requests-2026-11-01-to-2026-11-02.csv');
    expect(await downloads[0]?.text).toBe(
      '\uFEFFDate,Approved,Pending,Rejected,Cancelled\r\n2026-11-01,2,0,1,0\r\n2026-11-02,0,1,0,1\r\n',
    );
    await user.click(
      screen.getByRole('button', { name: 'Download CSV: People and revenue estimate' }),
    );
    expect(await downloads[1]?.text).toBe(
      '\uFEFFType,Bookings,People,Revenue estimate (ILS)\r\nVR sessions,2,5,315\r\nRegular bowling,2,6,250\r\nBlaze,1,12,840\r\n',
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV: Reminders' }));
    expect(downloads[2]?.name).toBe('insights-reminders-2026-11-01-to-2026-11-02.csv');
    expect(await downloads[2]?.text).toBe(
      [
        '\uFEFFFigure,Value',
        'Reminded bookings confirmed (%),66.67',
        'Reminded bookings,3',
        'Reminded bookings confirmed,2',
        '"No-show rate, confirmed (%)",0',
        '"Arrived, confirmed",2',
        '"No-shows, confirmed",0',
        '"No-show rate, not confirmed (%)",100',
        '"Arrived, not confirmed",0',
        '"No-shows, not confirmed",1',
        '',
      ].join('\r\n'),
    );
  });

  it('says so when the period has no approved booking and no rating', async () => {
    vi.mocked(getVenueInsights).mockResolvedValue({
      ...insights,
      peopleAndRevenue: [],
      feedback: { weeks: [], spread: [], ratings: 0, average: null },
    });
    renderPage();
    expect(await screen.findByText('No approved bookings in this period.')).toBeInTheDocument();
    expect(screen.getAllByText('No ratings in this period.')).toHaveLength(2);
  });

  it("shows the database's refusal in words", async () => {
    const { DataError } = await import('@venue/data/errors');
    vi.mocked(getVenueInsights).mockRejectedValue(
      new DataError("Only the manager can see the venue's numbers.", '42501', null, {
        code: 'access.manager_only',
        params: { action: "see the venue's numbers" },
      }),
    );
    renderPage();
    expect(
      await screen.findByText("Only the manager can see the venue's numbers."),
    ).toBeInTheDocument();
  });
});

describe('the insights page in Arabic', () => {
  beforeEach(async () => {
    await activateLocale('ar');
  });

  it('reads right to left with Arabic titles, explanations, weekdays and numbers', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'الإحصاءات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const decisions = await screen.findByRole('region', { name: 'القرارات والحضور' });
    expect(within(decisions).getByText('نسبة القبول')).toBeInTheDocument();
    expect(within(decisions).getByText(/75.*[%٪]/)).toBeInTheDocument();
    expect(
      screen.getByText('طلبات الحجز التي وصلت في كل يوم من الفترة، حسب حالتها الآن.'),
    ).toBeInTheDocument();
    const lanes = screen.getByRole('table', {
      name: 'نسبة المسارات المحجوزة حسب يوم الأسبوع والموعد',
    });
    expect(within(lanes).getByRole('rowheader', { name: 'السبت' })).toBeInTheDocument();
    const revenue = screen.getByRole('region', { name: 'الأشخاص والإيراد التقديري' });
    expect(within(revenue).getByText(/840 ₪/).closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(
      screen.getByRole('button', { name: 'تنزيل ملف CSV: الطلبات في كل يوم' }),
    ).toBeInTheDocument();
    const reminders = screen.getByRole('region', { name: 'التذكيرات' });
    expect(within(reminders).getByText('2 من 3')).toBeInTheDocument();
  });

  it('writes the CSV header in Arabic and refuses a backwards custom range in Arabic', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'تنزيل ملف CSV: الطلبات في كل يوم' }),
    );
    expect(await downloads[0]?.text).toMatch(/^\uFEFFالتاريخ,مقبول,/);
    await user.click(screen.getByText('فترة مخصصة'));
    const to = screen.getByLabelText('إلى');
    await user.clear(to);
    await user.type(to, '2000-01-01');
    expect(
      await screen.findByText('يُرجى اختيار اليوم الأول واليوم الأخير، على ألا يسبق الأخيرُ الأولَ.'),
    ).toBeInTheDocument();
  });
});
