import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { addClosure } from '@venue/data/schedule/add-closure';
import { addLaneBlock } from '@venue/data/schedule/add-lane-block';
import { addSpecialHours } from '@venue/data/schedule/add-special-hours';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { listClosures } from '@venue/data/schedule/list-closures';
import { listLaneBlocks } from '@venue/data/schedule/list-lane-blocks';
import { listSpecialHours } from '@venue/data/schedule/list-special-hours';
import { previewScheduleChange } from '@venue/data/schedule/preview-schedule-change';
import { updateWeeklyHours } from '@venue/data/schedule/update-weekly-hours';
import { getVrSettings } from '@venue/data/vr/get-vr-settings';
import { listVrStationBlocks } from '@venue/data/vr/list-vr-station-blocks';
import { slotInstant } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { HoursPage } from './hours-page.tsx';
import { eid, eidDay, ramadanDay, today, weekSchedule } from './schedule-test-data.ts';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/vr/get-vr-settings', () => ({ getVrSettings: vi.fn() }));
vi.mock('@venue/data/vr/list-vr-station-blocks', () => ({ listVrStationBlocks: vi.fn() }));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: vi.fn() }));
vi.mock('@venue/data/schedule/list-special-hours', () => ({ listSpecialHours: vi.fn() }));
vi.mock('@venue/data/schedule/list-closures', () => ({ listClosures: vi.fn() }));
vi.mock('@venue/data/schedule/list-lane-blocks', () => ({ listLaneBlocks: vi.fn() }));
vi.mock('@venue/data/schedule/add-closure', () => ({ addClosure: vi.fn() }));
vi.mock('@venue/data/schedule/add-special-hours', () => ({ addSpecialHours: vi.fn() }));
vi.mock('@venue/data/schedule/add-lane-block', () => ({ addLaneBlock: vi.fn() }));
vi.mock('@venue/data/schedule/update-weekly-hours', () => ({ updateWeeklyHours: vi.fn() }));
vi.mock('@venue/data/schedule/preview-schedule-change', () => ({ previewScheduleChange: vi.fn() }));

beforeEach(async () => {
  await activateLocale('en');
  vi.mocked(getSchedule).mockReset().mockResolvedValue(weekSchedule());
  vi.mocked(listSpecialHours).mockReset().mockResolvedValue([]);
  vi.mocked(listClosures).mockReset().mockResolvedValue([]);
  vi.mocked(listLaneBlocks).mockReset().mockResolvedValue([]);
  vi.mocked(getVrSettings).mockReset().mockResolvedValue({ stationCount: 4, sessionMinutes: 20 });
  vi.mocked(listVrStationBlocks).mockReset().mockResolvedValue([]);
  vi.mocked(addClosure).mockReset();
  vi.mocked(addSpecialHours).mockReset();
  vi.mocked(addLaneBlock).mockReset();
  vi.mocked(updateWeeklyHours).mockReset().mockResolvedValue();
  vi.mocked(previewScheduleChange).mockReset().mockResolvedValue([]);
});

describe('the week preview', () => {
  it('shows special hours past midnight with their slots, a closed day with its reason, and blocked lanes', async () => {
    renderWithProviders(<HoursPage isManager />, 'jana');
    const ramadanCard = await screen.findByRole('listitem', {
      name: /^Saturday, November 28, 2026$/,
    });
    expect(ramadanDay).toBe('2026-11-28');
    expect(within(ramadanCard).getByText('Ramadan')).toBeInTheDocument();
    expect(within(ramadanCard).getByText('20:00 – until 02:00 (next day)')).toBeInTheDocument();
    const slots = within(within(ramadanCard).getByRole('list', { name: 'Slots' })).getAllByRole(
      'listitem',
    );
    // 20:00 to 02:00 in 45-minute slots: the last starts at 01:15.
    expect(slots.map((slot) => slot.textContent)).toEqual([
      '20:00',
      '20:45 · 4',
      '21:30 · 4',
      '22:15 · 4',
      '23:00',
      '23:45',
      '00:30',
      '01:15',
    ]);
    expect(within(ramadanCard).getByText('Lanes 2, 5 blocked')).toBeInTheDocument();

    const eidCard = screen.getByRole('listitem', { name: /^Sunday, November 29, 2026$/ });
    expect(eidDay).toBe('2026-11-29');
    expect(within(eidCard).getByText('Closed')).toBeInTheDocument();
    expect(within(eidCard).getByText(eid.en)).toBeInTheDocument();
    expect(within(eidCard).queryByRole('list', { name: 'Slots' })).not.toBeInTheDocument();
    expect(getSchedule).toHaveBeenCalledWith(
      {},
      { from: today, to: '2026-12-03' },
      { withLaneBlocks: true },
    );
  });
});

describe('the manager', () => {
  it('adds a whole-day closure with a reason in one language; none at all is refused first', async () => {
    const user = userEvent.setup();
    vi.mocked(addClosure).mockImplementation(async (_client, values) => ({ id: 'c1', ...values }));
    renderWithProviders(<HoursPage isManager />, 'jana');
    await user.click(await screen.findByRole('button', { name: 'Add closure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add closure' });
    const day = within(dialog).getByLabelText('Day');
    await user.clear(day);
    await user.type(day, eidDay);
    await user.click(within(dialog).getByRole('button', { name: 'Add closure' }));
    expect(
      await within(dialog).findByText('Write it in at least one language.'),
    ).toBeInTheDocument();
    expect(addClosure).not.toHaveBeenCalled();
    await user.type(within(dialog).getAllByLabelText('Reason')[0] as HTMLElement, 'Eid al-Fitr');
    await user.click(within(dialog).getByRole('button', { name: 'Add closure' }));
    expect(await screen.findByText('Closure added.')).toBeInTheDocument();
    expect(vi.mocked(addClosure).mock.calls[0]?.[1]).toEqual({
      day: eidDay,
      fromTime: null,
      toTime: null,
      reason: { en: 'Eid al-Fitr' },
    });
  });

  it('lists the bookings a closure would strand by day before saving, and saves only when told', async () => {
    const user = userEvent.setup();
    vi.mocked(addClosure).mockImplementation(async (_client, values) => ({ id: 'c2', ...values }));
    const closed = {
      code: 'booking.day_closed',
      params: { date: eidDay, reason: { en: 'Eid al-Fitr' } },
    } as const;
    vi.mocked(previewScheduleChange).mockResolvedValue([
      {
        id: 'b1',
        reference: 'SZ-KQWM',
        name: 'Layla Haddad',
        date: eidDay,
        time: '18:00',
        status: 'approved',
        refusal: closed,
      },
      {
        id: 'b2',
        reference: 'SZ-TRBN',
        name: 'Omar Saleh',
        date: eidDay,
        time: '20:15',
        status: 'pending',
        refusal: closed,
      },
    ]);
    renderWithProviders(<HoursPage isManager />, 'jana');
    await user.click(await screen.findByRole('button', { name: 'Add closure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add closure' });
    const day = within(dialog).getByLabelText('Day');
    await user.clear(day);
    await user.type(day, eidDay);
    await user.type(within(dialog).getAllByLabelText('Reason')[0] as HTMLElement, 'Eid al-Fitr');
    await user.click(within(dialog).getByRole('button', { name: 'Add closure' }));

    const affected = await screen.findByRole('dialog', { name: 'Bookings are affected' });
    expect(
      within(affected).getByText('2 bookings on Nov 29, 2026 are affected'),
    ).toBeInTheDocument();
    const rows = within(affected).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('18:00 · SZ-KQWM · Layla Haddad · Approved');
    expect(rows[0]).toHaveTextContent('The venue is closed on Nov 29, 2026: Eid al-Fitr');
    expect(rows[1]).toHaveTextContent('20:15 · SZ-TRBN · Omar Saleh · Pending');
    expect(vi.mocked(previewScheduleChange).mock.calls[0]?.[1]).toEqual({
      kind: 'closure',
      day: eidDay,
      fromTime: null,
      toTime: null,
      reason: { en: 'Eid al-Fitr' },
    });

    await user.click(within(affected).getByRole('button', { name: 'Go back' }));
    expect(addClosure).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Add closure' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Bookings are affected' })).getByRole(
        'button',
        { name: 'Save anyway' },
      ),
    );
    expect(await screen.findByText('Closure added.')).toBeInTheDocument();
    expect(addClosure).toHaveBeenCalledTimes(1);
  });

  it('sees an overlapping special period refused in her words, by its code', async () => {
    const user = userEvent.setup();
    vi.mocked(addSpecialHours).mockRejectedValue(
      new DataError('conflicting key value violates exclusion constraint', '23P01', null, {
        code: 'schedule.special_overlap',
        params: {},
      }),
    );
    renderWithProviders(<HoursPage isManager />, 'jana');
    await user.click(await screen.findByRole('button', { name: 'Add special hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add special hours' });
    await user.type(within(dialog).getByLabelText('Opens'), '20:00');
    await user.type(within(dialog).getByLabelText(/^Closes/), '02:00');
    await user.type(within(dialog).getAllByLabelText('Name')[0] as HTMLElement, 'Ramadan');
    await user.click(within(dialog).getByRole('button', { name: 'Add special hours' }));
    expect(
      await screen.findByText('These days overlap another special period.'),
    ).toBeInTheDocument();
    expect(vi.mocked(addSpecialHours).mock.calls[0]?.[1]).toMatchObject({
      opensAt: '20:00',
      closesAt: '02:00',
      name: { en: 'Ramadan' },
    });
  });

  it('closes Mondays and writes only that weekday', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HoursPage isManager />, 'jana');
    const form = await screen.findByRole('form', { name: 'Edit the weekly hours' });
    await user.click(within(form).getByRole('checkbox', { name: 'Open on Monday' }));
    await user.click(within(form).getByRole('button', { name: 'Save weekly hours' }));
    expect(await screen.findByText('Weekly hours saved.')).toBeInTheDocument();
    expect(vi.mocked(updateWeeklyHours).mock.calls[0]?.[1]).toEqual({ 1: null });
  });
});

describe('reception', () => {
  it('reads the page and blocks a lane for today only', async () => {
    const user = userEvent.setup();
    vi.mocked(addLaneBlock).mockImplementation(async (_client, block) => ({ id: 'b1', ...block }));
    renderWithProviders(<HoursPage isManager={false} />, 'reception');
    expect(await screen.findByText('Read only')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Monday 15:00 – 23:00/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add closure' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add special hours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit the weekly hours' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Block a lane today' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block a lane today' });
    expect(within(dialog).queryByLabelText('From day')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lane 3' }));
    await user.type(within(dialog).getByLabelText('From'), '21:00');
    await user.type(within(dialog).getByLabelText(/^Until/), '01:00');
    await user.type(
      within(dialog).getAllByLabelText('Reason')[0] as HTMLElement,
      'Broken pinsetter',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Lanes blocked.')).toBeInTheDocument();
    expect(vi.mocked(addLaneBlock).mock.calls[0]?.[1]).toEqual({
      lanes: [3],
      startsAt: slotInstant(today, '21:00', venueTimeZone),
      endsAt: slotInstant(today, '01:00', venueTimeZone),
      reason: { en: 'Broken pinsetter' },
    });
  });
});
