import { screen, within } from '@testing-library/react';
import { getPrices } from '@venue/data/prices/get-prices';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { groupZoneMedia, listZoneMedia } from '@venue/data/zone-media/list-zone-media';
import { defaultSchedule } from '@venue/domain/schedule';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';

vi.mock('@venue/data/zone-media/list-zone-media', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@venue/data/zone-media/list-zone-media')>()),
  listZoneMedia: vi.fn(),
}));
vi.mock('@venue/data/prices/get-prices', () => ({ getPrices: vi.fn() }));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: vi.fn() }));

// The route's modules load before the first test, so its wait for the page is not spent
// transforming them (over 10 s on a busy machine).
beforeAll(
  () => Promise.all([import('./root-layout.tsx'), import('../features/home/home-page.tsx')]),
  60_000,
);

beforeEach(() => {
  vi.mocked(listZoneMedia).mockResolvedValue(groupZoneMedia([]));
  vi.mocked(getPrices).mockResolvedValue({ bowling_game_price: 25, vr_session_price: 35 });
  vi.mocked(getSchedule).mockResolvedValue(defaultSchedule);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Arabic site', () => {
  it('renders /ar right-to-left in Arabic: navbar, home sections and footer', async () => {
    renderRoutes('/ar');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'أهلًا بكم في Strike Zone' }),
    ).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    const nav = within(screen.getByRole('navigation', { name: 'التنقل الرئيسي' }));
    expect(nav.getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/ar');
    expect(nav.getByRole('link', { name: 'المقهى' })).toHaveAttribute('href', '/ar/menu');
    expect(nav.getByRole('link', { name: 'احجزوا الآن' })).toHaveAttribute('href', '/ar/booking');
    expect(nav.getByRole('button', { name: 'المساعدة' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'احجزوا جلستكم' })).toHaveAttribute(
      'href',
      '/ar/booking',
    );
    const zones = within(screen.getByRole('region', { name: 'ثلاث مناطق وليلة لا تُنسى' }));
    expect(zones.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'منطقة الواقع الافتراضي',
      'مسارات البولينغ',
      'المقهى',
    ]);
    // Prices read "35 ₪", left to right inside the Arabic sentence, in Western digits.
    expect(await zones.findByText('\u206635 ₪\u2069 للجلسة')).toBeVisible();
    expect(zones.getByText('\u206625 ₪\u2069 للشخص في الجولة')).toBeVisible();
    expect(zones.queryByText(/ILS/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'تعرّفوا علينا' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'تخطّطون لحفلة عيد ميلاد؟' })).toHaveTextContent(
      'ابتداءً من \u206660 ₪\u2069 للشخص.',
    );
    expect(screen.getByRole('region', { name: 'تابعونا' })).toBeVisible();

    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('heading', { name: 'زورونا' })).toBeInTheDocument();
    expect(await footer.findByText('مفتوح يوميًا من 15:00 إلى 23:00')).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'باقات أعياد الميلاد' })).toHaveAttribute(
      'href',
      '/ar/birthday-packages',
    );
  });

  it('links each page to itself in the other language with the switcher', async () => {
    renderRoutes('/ar/faq');

    const nav = within(await screen.findByRole('navigation', { name: 'التنقل الرئيسي' }));
    const switcher = nav.getByRole('link', { name: 'English' });
    expect(switcher).toHaveAttribute('href', '/faq');
    expect(switcher).toHaveAttribute('hreflang', 'en');
  });

  it('offers Arabic on the English pages, for the same page', async () => {
    renderRoutes('/offers');

    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/offers');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('shows the 404 page in Arabic under /ar, with a way back to the Arabic home', async () => {
    renderRoutes('/ar/no-such-page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'عذرًا! الصفحة غير موجودة' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute(
      'href',
      '/ar',
    );
  });
});
