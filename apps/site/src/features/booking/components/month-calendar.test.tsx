import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { MonthCalendar } from './month-calendar.tsx';

/** The column heads of November 2026's calendar, in the active language. */
function headsOfNovember(): string[] {
  render(
    <MonthCalendar
      today="2026-11-21"
      lastDate="2027-05-20"
      selectedDate={null}
      onSelect={() => {}}
    />,
  );
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
    render(
      <MonthCalendar
        today="2026-11-21"
        lastDate="2027-05-20"
        selectedDate="2026-11-21"
        onSelect={onSelect}
      />,
    );

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
    render(
      <MonthCalendar
        today="2026-11-21"
        lastDate="2027-05-20"
        selectedDate={null}
        onSelect={() => {}}
      />,
    );
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
    render(
      <MonthCalendar
        today="2026-11-21"
        lastDate="2027-05-20"
        selectedDate="2026-11-28"
        onSelect={onSelect}
      />,
    );

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
    render(
      <MonthCalendar
        today="2026-11-21"
        lastDate="2026-12-03"
        selectedDate="2026-12-02"
        onSelect={() => {}}
      />,
    );
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
});
