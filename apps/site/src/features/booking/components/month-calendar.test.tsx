import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { defaultSchedule, type Schedule } from '@venue/domain/schedule';
import type { ComponentProps, ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MonthCalendar } from './month-calendar.tsx';

/** Closed on Mondays, a late-night week, an Eid closure and an evening event. */
const schedule: Schedule = {
  ...defaultSchedule,
  weekly: { ...defaultSchedule.weekly, 1: null },
  special: [
    {
      firstDay: '2026-12-07',
      lastDay: '2026-12-12',
      opensAt: '20:00',
      closesAt: '02:00',
      name: { en: 'Festival week', ar: 'أسبوع المهرجان' },
    },
  ],
  closures: [
    { day: '2026-11-26', fromTime: null, toTime: null, reason: { en: 'Eid', ar: 'العيد' } },
    { day: '2026-11-27', fromTime: '18:00', toTime: '20:00', reason: { ar: 'حفل خاص' } },
  ],
};

/** The calendar on 21 November 2026, bookable until 20 May 2027 on the default hours, with `props` changed. */
function renderCalendar(
  props: Partial<ComponentProps<typeof MonthCalendar>> = {},
  renderer: (ui: ReactElement) => unknown = render,
) {
  renderer(
    <MonthCalendar
      today="2026-11-21"
      lastDate="2027-05-20"
      schedule={defaultSchedule}
      selectedDate={null}
      onSelect={() => {}}
      {...props}
    />,
  );
}

/** The column heads of November 2026's calendar, in the active language. */
function headsOfNovember(): string[] {
  renderCalendar();
  return weekdayHeads();
}

/** The column heads a calendar shows above its days (hidden from screen readers, which hear each day's full name). */
function weekdayHeads(): string[] {
  const days = screen.getAllByRole('button', { name: /\d{4}$/ });
  const grid = days[0]?.parentElement;
  return [...(grid?.querySelectorAll('[aria-hidden="true"]') ?? [])]
    .map((head) => head.textContent ?? '')
    .filter((text) => text !== '');
}

describe('the month calendar', () => {
  it('names each day by its full date, disables past days and picks a day', async () => {
    const onSelect = vi.fn();
    renderCalendar({ selectedDate: '2026-11-21', onSelect });

    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Friday, November 20, 2026' })).toBeDisabled();
    const today = screen.getByRole('button', { name: 'Saturday, November 21, 2026' });
    expect(today).toBeEnabled();
    expect(today).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Monday, November 30, 2026' }));
    expect(onSelect).toHaveBeenCalledWith('2026-11-30');
  });

  it('heads the columns Sun to Sat in English', () => {
    expect(headsOfNovember()).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('heads the Arabic columns with seven distinct names of two letters or more (Sunday is not Thursday)', async () => {
    await activateLocale('ar');
    const heads = headsOfNovember();
    expect(heads).toHaveLength(7);
    expect(new Set(heads).size).toBe(7);
    for (const head of heads) expect([...head].length).toBeGreaterThanOrEqual(2);
    expect(heads[0]).toBe('أحد');
    expect(heads[4]).toBe('خميس');
  });

  it('cannot go back before the current month, and moves forward and back again', async () => {
    renderCalendar();
    const previous = screen.getByRole('button', { name: 'Previous month' });
    expect(previous).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuesday, December 1, 2026' })).toBeEnabled();
    expect(previous).toBeEnabled();

    await userEvent.click(previous);
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(previous).toBeDisabled();
  });

  it('is one tab stop: arrow keys move between days and on into the next month', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderCalendar({ selectedDate: '2026-11-28', onSelect });

    await user.tab();
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Saturday, November 28, 2026' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Sunday, November 29, 2026' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sunday, December 6, 2026' })).toHaveFocus();

    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Saturday, November 21, 2026' })).toHaveFocus();
    // Nothing before today: the focus stays.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Saturday, November 21, 2026' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2026-11-21');
  });

  it('offers no day after the booking horizon, and no month after its last one', async () => {
    const user = userEvent.setup();
    renderCalendar({ lastDate: '2026-12-03', selectedDate: '2026-12-02' });
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Thursday, December 3, 2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Friday, December 4, 2026' })).toBeDisabled();

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Wednesday, December 2, 2026' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // Nothing after the last bookable day: the focus stays.
    expect(screen.getByRole('button', { name: 'Thursday, December 3, 2026' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Thursday, December 3, 2026' })).toHaveFocus();
  });

  it('disables the days the venue does not open, steps over them, and notes why under the month', async () => {
    const user = userEvent.setup();
    renderCalendar({ schedule, selectedDate: '2026-11-25' }, renderWithProviders);
    expect(
      screen.getByRole('button', { name: 'Monday, November 23, 2026, closed' }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Thursday, November 26, 2026, closed' }),
    ).toBeDisabled();
    // A closure of part of a day leaves the day open.
    expect(screen.getByRole('button', { name: 'Friday, November 27, 2026' })).toBeEnabled();
    const notes = screen.getByRole('list');
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Closed every Monday',
      'Nov 26, 2026: closed, Eid',
      'Nov 27, 2026: closed 18:00 to 20:00, حفل خاص',
    ]);
    // A reason written only in Arabic keeps its language and direction.
    expect(within(notes).getByText('حفل خاص')).toHaveAttribute('lang', 'ar');

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Wednesday, November 25, 2026' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Friday, November 27, 2026' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Closed every Monday',
      'Festival week (Dec 7, 2026 – Dec 12, 2026): open 20:00 to 02:00',
    ]);
  });

  it('notes the closures and special hours in Arabic', async () => {
    await activateLocale('ar');
    renderCalendar({ schedule }, renderWithProviders);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('الاثنين');
    expect(items[1]?.textContent).toContain('العيد');
    expect(items.map((item) => item.textContent).join(' ')).not.toMatch(/closed|Closed/);
  });
});
