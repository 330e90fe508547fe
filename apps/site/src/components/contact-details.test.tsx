import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { formatOpeningHours, timesInAnotherForm } from '@venue/domain/format';
import { defaultSchedule } from '@venue/domain/schedule';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';
import { pageSeo } from '../seo/pages.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ContactDetails } from './contact-details.tsx';

vi.mock('../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: vi.fn() }));

// Saturday, November 21, 2026, 12:00 at the venue.
const now = new Date('2026-11-21T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(getSchedule).mockResolvedValue(defaultSchedule);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the opening hours', () => {
  it('read "Open daily 15:00 to 23:00" from the schedule, then today\'s, in the slots\' form', async () => {
    const { container } = renderWithProviders(<ContactDetails />);
    await screen.findByTestId('todays-hours');
    expect(container).toHaveTextContent(`Open daily ${formatOpeningHours()}`);
    expect(screen.getByTestId('todays-hours')).toHaveTextContent('Today: 15:00 to 23:00');
    expect(timesInAnotherForm(container.textContent ?? '')).toEqual([]);
  });

  it("read the week day by day when the days differ, and today's special hours or closure", async () => {
    const late = { opensAt: '15:00', closesAt: '01:00' };
    vi.mocked(getSchedule).mockResolvedValue({
      ...defaultSchedule,
      weekly: { ...defaultSchedule.weekly, 1: null, 5: late, 6: late },
      special: [
        {
          firstDay: '2026-11-20',
          lastDay: '2026-11-22',
          opensAt: '20:00',
          closesAt: '02:00',
          name: { en: 'Festival', ar: 'المهرجان' },
        },
      ],
    });
    const { container } = renderWithProviders(<ContactDetails />);
    await screen.findByTestId('todays-hours');
    expect(container).toHaveTextContent(
      'Mon: closed, Tue–Thu: 15:00 to 23:00, Fri–Sat: 15:00 to 01:00, Sun: 15:00 to 23:00',
    );
    expect(screen.getByTestId('todays-hours')).toHaveTextContent(
      'Today: 20:00 to 02:00 (Festival)',
    );
  });

  it('read the week day by day in Arabic, each part after the first led by "، و"', async () => {
    await activateLocale('ar');
    const late = { opensAt: '15:00', closesAt: '01:00' };
    vi.mocked(getSchedule).mockResolvedValue({
      ...defaultSchedule,
      weekly: { ...defaultSchedule.weekly, 1: null, 5: late, 6: late },
    });
    const { container } = renderWithProviders(<ContactDetails />);
    await screen.findByTestId('todays-hours');
    expect(container).toHaveTextContent(
      'اثنين: مغلق، وثلاثاء–خميس: من 15:00 إلى 23:00، وجمعة–سبت: من 15:00 إلى 01:00، وأحد: من 15:00 إلى 23:00',
    );
  });

  it('say in Arabic that today is closed, and why', async () => {
    await activateLocale('ar');
    vi.mocked(getSchedule).mockResolvedValue({
      ...defaultSchedule,
      closures: [
        { day: '2026-11-21', fromTime: null, toTime: null, reason: { en: 'Eid', ar: 'العيد' } },
      ],
    });
    renderWithProviders(<ContactDetails />);
    expect(await screen.findByTestId('todays-hours')).toHaveTextContent('اليوم: مغلق، العيد');
    expect(screen.getByText(/يوميًا/)).toHaveTextContent('مفتوح يوميًا من 15:00 إلى 23:00');
  });

  it("leave the hours out of the home page's description, which is as old as the build", () => {
    const description = i18n._(pageSeo.home.description);
    expect(description).not.toMatch(/\d\d:\d\d/);
  });
});

describe('the address', () => {
  it('keeps its own direction, so its house number stays in front on Arabic pages', () => {
    const { getByText } = renderWithProviders(<ContactDetails />);
    expect(getByText(/Al-Irsal Street/)).toHaveAttribute('dir', 'auto');
  });

  it('is written in Arabic on Arabic pages, for a visitor to read out to a taxi driver', async () => {
    await activateLocale('ar');
    const { container, getByText } = renderWithProviders(<ContactDetails />);
    expect(getByText('14 شارع الإرسال، المصيون، رام الله، فلسطين')).toHaveAttribute('dir', 'auto');
    expect(container).not.toHaveTextContent('Al-Irsal');
  });
});
