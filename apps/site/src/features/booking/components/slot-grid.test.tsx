import { act, cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { VenueDaySlot } from '@venue/data/schedule/get-venue-day';
import { formatTime, formatTimes, timesInAnotherForm } from '@venue/domain/format';
import { defaultSchedule, type Schedule } from '@venue/domain/schedule';
import { slotStarts } from '@venue/domain/venue';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { SlotGrid } from './slot-grid.tsx';

// 16:00 UTC is 18:00 in the venue (Asia/Hebron, UTC+2 in November); the tests run with TZ=UTC.
const sixPmAtTheVenue = new Date('2026-11-21T16:00:00Z');

/** venue_day's answer for a day of the weekly hours, with `approved` lanes taken per slot. */
function freeLanes(approved: Record<string, number>): VenueDaySlot[] {
  return slotStarts.map((time) => ({
    slot: time,
    lanesOpen: 6,
    lanesFree: 6 - (approved[time] ?? 0),
  }));
}

function renderGrid(props: Partial<Parameters<typeof SlotGrid>[0]> = {}) {
  const onSelect = vi.fn();
  renderWithProviders(
    <SlotGrid
      date="2026-11-21"
      now={sixPmAtTheVenue}
      duration={45}
      lanesNeeded={1}
      schedule={defaultSchedule}
      free={freeLanes({})}
      isLoading={false}
      selectedTime={null}
      onSelect={onSelect}
      {...props}
    />,
  );
  return { onSelect };
}

function slot(time: string) {
  return screen.getByRole('button', { name: time });
}

describe('the slot grid', () => {
  it('lists the 11 slots of the day inside a labelled "Time" group', () => {
    renderGrid({ date: '2026-11-22' });
    const group = screen.getByRole('group', { name: 'Time' });
    expect(within(group).getAllByRole('button')).toHaveLength(11);
  });

  it('disables the slots that have begun on the venue clock, not the browser clock, with "no longer available"', () => {
    renderGrid();
    for (const time of ['15:00', '15:45', '16:30', '17:15', '18:00']) {
      expect(slot(time)).toBeDisabled();
      expect(slot(time)).toHaveAccessibleDescription('no longer available');
    }
    // In UTC it is only 16:00, but at the venue 18:45 is the next slot still to start.
    expect(slot('18:45')).toBeEnabled();
    expect(slot('18:45')).not.toHaveAccessibleDescription();
  });

  it('keeps every slot of a later day open', () => {
    renderGrid({ date: '2026-11-22' });
    expect(
      screen.getAllByRole('button').every((button) => !(button as HTMLButtonElement).disabled),
    ).toBe(true);
    expect(screen.queryByText('no longer available')).not.toBeInTheDocument();
  });

  it('warns "At Capacity" on a slot with 6 approved bookings but leaves it selectable', async () => {
    const { onSelect } = renderGrid({
      date: '2026-11-22',
      free: freeLanes({ '19:30': 6, '20:15': 5 }),
    });
    expect(slot('19:30')).toHaveAccessibleDescription('At Capacity');
    expect(slot('20:15')).not.toHaveAccessibleDescription();
    expect(screen.getAllByText('At Capacity')).toHaveLength(1);

    await userEvent.click(slot('19:30'));
    expect(onSelect).toHaveBeenCalledWith('19:30');
  });

  it('warns "At Capacity" to a group of 12 (2 lanes) where 1 lane is free, and not to a group of 4', () => {
    renderGrid({ date: '2026-11-22', lanesNeeded: 2, free: freeLanes({ '19:30': 5, '20:15': 4 }) });
    expect(slot('19:30')).toHaveAccessibleDescription('At Capacity');
    expect(slot('19:30')).toBeEnabled();
    expect(slot('20:15')).not.toHaveAccessibleDescription();
    cleanup();
    renderGrid({ date: '2026-11-22', lanesNeeded: 1, free: freeLanes({ '19:30': 5 }) });
    expect(slot('19:30')).not.toHaveAccessibleDescription();
  });

  it('judges a 90-minute package on every slot it covers: full when the second slot is full', () => {
    renderGrid({ date: '2026-11-22', duration: 90, free: freeLanes({ '21:45': 6 }) });
    expect(slot('21:00')).toHaveAccessibleDescription(/At Capacity/);
    expect(slot('20:15')).not.toHaveAccessibleDescription(/At Capacity/);
  });

  it('shows which slots a 90-minute package spans in a tooltip on hover and on focus', async () => {
    const user = userEvent.setup();
    renderGrid({ date: '2026-11-22', duration: 90 });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(slot('19:30')).toHaveAccessibleDescription('Spans 2 slots: 19:30, 20:15');

    await user.hover(slot('19:30'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Spans 2 slots: 19:30, 20:15');
    await user.unhover(slot('19:30'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    expect(slot('15:00')).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Spans 2 slots: 15:00, 15:45');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('has no tooltip for a regular 45-minute session', () => {
    renderGrid({ date: '2026-11-22' });
    act(() => slot('19:30').focus());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(slot('19:30')).not.toHaveAccessibleDescription();
  });

  it('disables a start a longer booking cannot finish before closing, with the reason', () => {
    renderGrid({ date: '2026-11-22', duration: 90 });
    expect(slot('22:30')).toBeDisabled();
    expect(slot('22:30')).toHaveAccessibleDescription('Runs past closing time');
    expect(slot('21:45')).toBeEnabled();
  });

  it('shows the duration on the selected slot', () => {
    renderGrid({ date: '2026-11-22', duration: 90, selectedTime: '18:00' });
    expect(slot('18:00')).toHaveAttribute('aria-pressed', 'true');
    expect(slot('18:00')).toHaveAccessibleDescription(/90 min/);
    expect(slot('18:45')).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the slot grid on the schedule', () => {
  const lateNight: Schedule = {
    ...defaultSchedule,
    special: [
      {
        firstDay: '2026-11-22',
        lastDay: '2026-11-22',
        opensAt: '20:00',
        closesAt: '02:00',
        name: { en: 'Late night', ar: 'سهرة' },
      },
    ],
    closures: [
      { day: '2026-11-22', fromTime: '22:00', toTime: '23:00', reason: { en: 'Private event' } },
      { day: '2026-11-23', fromTime: null, toTime: null, reason: { en: 'Eid', ar: 'العيد' } },
    ],
  };

  it("lists the day's own slots past midnight, with its special hours, and the closed ones with the reason", () => {
    renderGrid({ date: '2026-11-22', schedule: lateNight, duration: 90, free: undefined });
    expect(screen.getByText('Late night').closest('p')).toHaveTextContent(
      'Late night: open 20:00 to 02:00',
    );
    const group = screen.getByRole('group', { name: 'Time' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['20:00', '20:45', '21:30', '22:15', '23:00', '23:45', '00:30', '01:15']);
    // 21:30 (to 22:15) and 22:15 overlap the closure; 20:45 runs into it at 21:30; 23:00 stays.
    expect(slot('20:45')).toBeDisabled();
    expect(slot('20:45')).toHaveAccessibleDescription('Closed from 21:30: Private event');
    expect(slot('21:30')).toHaveAccessibleDescription('Closed: Private event');
    expect(slot('22:15')).toHaveAccessibleDescription('Closed: Private event');
    expect(slot('20:00')).toBeEnabled();
    expect(slot('23:00')).toBeEnabled();
    expect(slot('00:30')).toBeEnabled();
    expect(slot('01:15')).toHaveAccessibleDescription('Runs past closing time');
  });

  it('marks a slot full when venue_day has no lane free (blocked lanes count), and a closed day says why', () => {
    renderGrid({
      date: '2026-11-22',
      schedule: lateNight,
      free: [{ slot: '00:30', lanesOpen: 2, lanesFree: 0 }],
    });
    expect(slot('00:30')).toHaveAccessibleDescription('At Capacity');
    cleanup();
    renderGrid({ date: '2026-11-23', schedule: lateNight });
    expect(screen.queryByRole('group', { name: 'Time' })).not.toBeInTheDocument();
    expect(screen.getByText('Eid').closest('p')).toHaveTextContent(
      'Closed on Monday, November 23, 2026: Eid',
    );
  });
});

describe('the slot grid in the one time form', () => {
  it('names every slot, and the slots a long booking spans, as the formatter writes them ("15:00")', async () => {
    renderGrid({ date: '2026-11-22', duration: 90 });
    const group = screen.getByRole('group', { name: 'Time' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(slotStarts.map(formatTime));
    await userEvent.hover(slot('21:00'));
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      `Spans 2 slots: ${formatTimes(['21:00', '21:45'])}`,
    );
    expect(timesInAnotherForm(group.textContent ?? '')).toEqual([]);
  });
});
