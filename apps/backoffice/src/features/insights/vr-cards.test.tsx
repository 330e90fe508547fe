import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { getVenueInsights } from '@venue/data/insights/get-venue-insights';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { type CaughtDownload, catchDownloads } from '../../test/downloads.ts';
import { insightsFixture } from '../../test/fixtures/insights.ts';
import { InsightsPage } from './insights-page.tsx';

// The insights' VR block (issue 32, point 5): its figures, its heat map of the stations held and
// its CSV files, in English and in Arabic.

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/insights/get-venue-insights', () => ({ getVenueInsights: vi.fn() }));

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
  vi.mocked(getVenueInsights).mockReset().mockResolvedValue(insightsFixture);
  catchDownloads(downloads);
});
afterEach(() => vi.restoreAllMocks());

describe('the VR block in English', () => {
  it('shows the VR bookings, players, sessions, no-shows, revenue and parties', async () => {
    renderPage();
    const vr = await screen.findByRole('region', { name: 'VR sessions' });
    expect(within(vr).getByLabelText('VR bookings: 2')).toBeInTheDocument();
    expect(within(vr).getByLabelText('VR players: 5')).toBeInTheDocument();
    expect(within(vr).getByLabelText('VR sessions played: 9')).toBeInTheDocument();
    expect(within(vr).getByLabelText('VR no-show rate: 50%')).toBeInTheDocument();
    expect(within(vr).getByText('1 of 2')).toBeInTheDocument();
    expect(within(vr).getByLabelText('VR revenue estimate: 315 ILS')).toBeInTheDocument();
    expect(within(vr).getByLabelText('Parties that played VR: 1')).toBeInTheDocument();
    expect(within(vr).getByText('4 station-sessions')).toBeInTheDocument();
    const revenue = screen.getByRole('region', { name: 'People and revenue estimate' });
    expect(
      within(revenue).getByRole('row', { name: /VR sessions 2 5 315 ILS/ }),
    ).toBeInTheDocument();
  });

  it('draws the stations held by weekday and hour, Saturday first, as the lanes are drawn', async () => {
    renderPage();
    const stations = await screen.findByRole('table', {
      name: 'Share of the VR stations held by weekday and hour',
    });
    const rows = within(stations).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(/^15:0016:00$/);
    expect(rows[1]).toHaveTextContent(/^Saturday––$/);
    expect(rows[2]).toHaveTextContent(/^Sunday75%0%$/);
    expect(rows[3]).toHaveTextContent(/^Monday0%0%$/);
  });

  it('downloads the VR figures and the stations held as CSV', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download CSV: VR sessions' }));
    expect(downloads[0]?.name).toBe('insights-vr-2026-11-01-to-2026-11-02.csv');
    expect(await downloads[0]?.text).toBe(
      [
        '\uFEFFFigure,Value',
        'VR bookings,2',
        'VR players,5',
        'VR sessions played,9',
        'VR revenue estimate (ILS),315',
        'VR no-show rate (%),50',
        'VR arrived,1',
        'VR no-shows,1',
        'Parties that played VR,1',
        'Party VR station-sessions,4',
        '',
      ].join('\r\n'),
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV: VR station occupancy' }));
    expect(downloads[1]?.name).toBe('insights-vr-stations-2026-11-01-to-2026-11-02.csv');
    const lines = (await downloads[1]?.text)?.split('\r\n');
    expect(lines?.slice(0, 4)).toEqual([
      '\uFEFFWeekday,Hour,Station-sessions held,VR sessions,Share of stations (%)',
      'Saturday,15:00,0,0,',
      'Saturday,16:00,0,0,',
      'Sunday,15:00,9,3,75',
    ]);
  });
});

describe('the VR block in Arabic', () => {
  beforeEach(async () => {
    await activateLocale('ar');
  });

  it('reads right to left with Arabic titles, figures, weekdays and CSV header', async () => {
    const user = userEvent.setup();
    renderPage();
    const vr = await screen.findByRole('region', { name: 'جلسات الواقع الافتراضي' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(vr).getByText('حجوزات الواقع الافتراضي')).toBeInTheDocument();
    expect(within(vr).getByText('نسبة عدم الحضور في الواقع الافتراضي')).toBeInTheDocument();
    expect(within(vr).getByText('1 من 2')).toBeInTheDocument();
    expect(within(vr).getByText(/315 ₪/)).toBeInTheDocument();
    expect(within(vr).getByText('4 جلسات محطات')).toBeInTheDocument();
    const stations = screen.getByRole('table', {
      name: 'نسبة محطات الواقع الافتراضي المحجوزة حسب يوم الأسبوع والساعة',
    });
    expect(within(stations).getByRole('rowheader', { name: 'السبت' })).toBeInTheDocument();
    expect(within(stations).getByText(/75.*[%٪]/)).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'تنزيل ملف CSV: إشغال محطات الواقع الافتراضي' }),
    );
    expect((await downloads[0]?.text)?.split('\r\n')[0]).toBe(
      '\uFEFFيوم الأسبوع,الساعة,جلسات المحطات المحجوزة,جلسات الواقع الافتراضي,نسبة المحطات (%)',
    );
  });
});
