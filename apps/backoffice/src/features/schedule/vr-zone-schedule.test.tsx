import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { listClosures } from '@venue/data/schedule/list-closures';
import { listLaneBlocks } from '@venue/data/schedule/list-lane-blocks';
import { listSpecialHours } from '@venue/data/schedule/list-special-hours';
import { addVrStationBlock } from '@venue/data/vr/add-vr-station-block';
import { deleteVrStationBlock } from '@venue/data/vr/delete-vr-station-block';
import { getVrSettings } from '@venue/data/vr/get-vr-settings';
import { listVrStationBlocks } from '@venue/data/vr/list-vr-station-blocks';
import { updateVrSettings } from '@venue/data/vr/update-vr-settings';
import { slotInstant } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { HoursPage } from './hours-page.tsx';
import { today, weekSchedule } from './schedule-test-data.ts';

// The VR zone on the hours page (issue 32): the manager sets its stations and session length and
// blocks stations; reception reads the settings and blocks a station for today. In English and
// in Arabic, with the database's refusals said by their codes.

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: vi.fn() }));
vi.mock('@venue/data/schedule/list-special-hours', () => ({ listSpecialHours: vi.fn() }));
vi.mock('@venue/data/schedule/list-closures', () => ({ listClosures: vi.fn() }));
vi.mock('@venue/data/schedule/list-lane-blocks', () => ({ listLaneBlocks: vi.fn() }));
vi.mock('@venue/data/vr/get-vr-settings', () => ({ getVrSettings: vi.fn() }));
vi.mock('@venue/data/vr/update-vr-settings', () => ({ updateVrSettings: vi.fn() }));
vi.mock('@venue/data/vr/list-vr-station-blocks', () => ({ listVrStationBlocks: vi.fn() }));
vi.mock('@venue/data/vr/add-vr-station-block', () => ({ addVrStationBlock: vi.fn() }));
vi.mock('@venue/data/vr/delete-vr-station-block', () => ({ deleteVrStationBlock: vi.fn() }));

const headset = { en: 'Broken headset', ar: 'نظارة معطلة' };
const blockOfStation3 = {
  id: 'vb1',
  stations: [3],
  startsAt: slotInstant(today, '18:00', venueTimeZone),
  endsAt: slotInstant(today, '20:00', venueTimeZone),
  reason: headset,
};

beforeEach(async () => {
  await activateLocale('en');
  vi.mocked(getSchedule).mockReset().mockResolvedValue(weekSchedule());
  vi.mocked(listSpecialHours).mockReset().mockResolvedValue([]);
  vi.mocked(listClosures).mockReset().mockResolvedValue([]);
  vi.mocked(listLaneBlocks).mockReset().mockResolvedValue([]);
  vi.mocked(getVrSettings).mockReset().mockResolvedValue({ stationCount: 4, sessionMinutes: 20 });
  vi.mocked(updateVrSettings).mockReset();
  vi.mocked(listVrStationBlocks).mockReset().mockResolvedValue([]);
  vi.mocked(addVrStationBlock).mockReset();
  vi.mocked(deleteVrStationBlock).mockReset().mockResolvedValue();
});

/** The refusal the database gives, with its code and parameters. */
const refusal = (code: string, params: Record<string, unknown>) =>
  new DataError('refused', 'VN017', null, { code, params } as never);

describe('the VR zone in English', () => {
  it('the manager sets the stations and session length', async () => {
    const user = userEvent.setup();
    vi.mocked(updateVrSettings).mockImplementation(async (_client, settings) => settings);
    renderWithProviders(<HoursPage isManager />, 'jana');
    const form = await screen.findByRole('form', { name: 'Edit the VR stations and sessions' });
    const stations = within(form).getByLabelText('VR stations');
    expect(stations).toHaveValue('4');
    await user.clear(stations);
    await user.type(stations, '30');
    await user.click(within(form).getByRole('button', { name: 'Save VR stations and sessions' }));
    expect(await within(form).findByText('VR stations: from 1 to 24.')).toBeInTheDocument();
    expect(updateVrSettings).not.toHaveBeenCalled();
    await user.clear(stations);
    await user.type(stations, '6');
    const length = within(form).getByLabelText('VR session length (minutes)');
    await user.clear(length);
    await user.type(length, '30');
    await user.click(within(form).getByRole('button', { name: 'Save VR stations and sessions' }));
    expect(await screen.findByText('VR stations and sessions saved.')).toBeInTheDocument();
    expect(vi.mocked(updateVrSettings).mock.calls[0]?.[1]).toEqual({
      stationCount: 6,
      sessionMinutes: 30,
    });
  });

  it('the manager sees a station that holds bookings refused in words, by its code', async () => {
    const user = userEvent.setup();
    vi.mocked(updateVrSettings).mockRejectedValue(
      refusal('schedule.vr_station_in_use', { station: 4 }),
    );
    renderWithProviders(<HoursPage isManager />, 'jana');
    const form = await screen.findByRole('form', { name: 'Edit the VR stations and sessions' });
    const stations = within(form).getByLabelText('VR stations');
    await user.clear(stations);
    await user.type(stations, '3');
    await user.click(within(form).getByRole('button', { name: 'Save VR stations and sessions' }));
    expect(
      await screen.findByText(
        'VR station 4 holds bookings from today on; move them before removing it.',
      ),
    ).toBeInTheDocument();
  });

  it('the manager blocks VR stations, none chosen being refused first, and deletes a block', async () => {
    const user = userEvent.setup();
    vi.mocked(listVrStationBlocks).mockResolvedValue([blockOfStation3]);
    vi.mocked(addVrStationBlock).mockImplementation(async (_client, block) => ({
      id: 'vb2',
      ...block,
    }));
    renderWithProviders(<HoursPage isManager />, 'jana');
    const section = await screen.findByRole('region', { name: 'VR station blocks' });
    expect(await within(section).findByText('VR station 3')).toBeInTheDocument();
    expect(within(section).getByText('Broken headset')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Block VR stations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block VR stations' });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4']);
    await user.type(within(dialog).getByLabelText('From'), '16:00');
    await user.type(within(dialog).getByLabelText(/^Until$/), '01:00');
    await user.type(within(dialog).getAllByLabelText('Reason')[0] as HTMLElement, 'Broken headset');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('Choose at least one VR station.')).toBeInTheDocument();
    expect(addVrStationBlock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Station 2' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Station 4' }));
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('VR stations blocked.')).toBeInTheDocument();
    expect(vi.mocked(addVrStationBlock).mock.calls[0]?.[1]).toEqual({
      stations: [2, 4],
      startsAt: slotInstant(today, '16:00', venueTimeZone),
      // 01:00 is the next morning's.
      endsAt: slotInstant(today, '01:00', venueTimeZone),
      reason: { en: 'Broken headset' },
    });

    await user.click(
      within(section).getByRole('button', { name: 'Delete the block of VR station 3' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete VR station block' });
    expect(
      within(confirm).getByText('VR station 3 will be in use again. Delete the block?'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('VR station block deleted.')).toBeInTheDocument();
    expect(vi.mocked(deleteVrStationBlock).mock.calls[0]?.[1]).toBe('vb1');
  });

  it('reception reads the settings and blocks a VR station for today only', async () => {
    const user = userEvent.setup();
    vi.mocked(listVrStationBlocks).mockResolvedValue([blockOfStation3]);
    vi.mocked(addVrStationBlock).mockImplementation(async (_client, block) => ({
      id: 'vb3',
      ...block,
    }));
    renderWithProviders(<HoursPage isManager={false} />, 'reception');
    expect(
      await screen.findByText('A VR session lasts 20 minutes; the VR zone has 4 stations.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('form', { name: 'Edit the VR stations and sessions' }),
    ).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'VR station blocks' });
    await within(section).findByText('VR station 3');
    expect(within(section).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Block a VR station today' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block a VR station today' });
    expect(within(dialog).queryByLabelText('From day')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Station 1' }));
    await user.type(within(dialog).getByLabelText('From'), '21:00');
    await user.type(within(dialog).getByLabelText(/^Until$/), '23:00');
    await user.type(within(dialog).getAllByLabelText('Reason')[0] as HTMLElement, 'Cable');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('VR stations blocked.')).toBeInTheDocument();
    expect(vi.mocked(addVrStationBlock).mock.calls[0]?.[1]).toEqual({
      stations: [1],
      startsAt: slotInstant(today, '21:00', venueTimeZone),
      endsAt: slotInstant(today, '23:00', venueTimeZone),
      reason: { en: 'Cable' },
    });
  });
});

describe('the VR zone in Arabic', () => {
  beforeEach(async () => {
    await activateLocale('ar');
  });

  it('the manager types Arabic-Indic digits and reads a refused session length in Arabic', async () => {
    const user = userEvent.setup();
    vi.mocked(updateVrSettings).mockRejectedValue(
      refusal('schedule.vr_session_length_in_use', { bookings: 3 }),
    );
    renderWithProviders(<HoursPage isManager />, 'jana');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const form = await screen.findByRole('form', { name: 'تعديل محطات الواقع الافتراضي وجلساته' });
    const length = within(form).getByLabelText('مدة جلسة الواقع الافتراضي (بالدقائق)');
    await user.clear(length);
    await user.type(length, '٣٠');
    await user.click(
      within(form).getByRole('button', { name: 'حفظ محطات الواقع الافتراضي وجلساته' }),
    );
    expect(
      await screen.findByText(
        '3 حجوزات واقع افتراضي من اليوم فصاعدًا على مدة جلسة الواقع الافتراضي الحالية.',
      ),
    ).toBeInTheDocument();
    expect(vi.mocked(updateVrSettings).mock.calls[0]?.[1]).toEqual({
      stationCount: 4,
      sessionMinutes: 30,
    });
  });

  it("reception's block outside today is refused in Arabic, by its code", async () => {
    const user = userEvent.setup();
    vi.mocked(listVrStationBlocks).mockResolvedValue([blockOfStation3]);
    vi.mocked(addVrStationBlock).mockRejectedValue(refusal('schedule.vr_block_today_only', {}));
    renderWithProviders(<HoursPage isManager={false} />, 'reception');
    const section = await screen.findByRole('region', { name: 'محطات الواقع الافتراضي الموقوفة' });
    expect(await within(section).findByText('محطة الواقع الافتراضي 3')).toBeInTheDocument();
    expect(within(section).getByText(headset.ar)).toBeInTheDocument();
    expect(
      screen.getByText('مدة جلسة الواقع الافتراضي 20 دقيقة، وفي منطقة الواقع الافتراضي 4 محطات.'),
    ).toBeInTheDocument();
    await user.click(
      within(section).getByRole('button', { name: 'إيقاف محطة واقع افتراضي اليوم' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'إيقاف محطة واقع افتراضي اليوم' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'المحطة 2' }));
    await user.type(within(dialog).getByLabelText('من'), '21:00');
    await user.type(within(dialog).getByLabelText(/^حتى$/), '23:00');
    await user.type(within(dialog).getAllByLabelText('السبب')[0] as HTMLElement, 'كابل');
    await user.click(within(dialog).getByRole('button', { name: 'إيقاف' }));
    expect(
      await screen.findByText(
        'يمكن لموظفي الاستقبال إيقاف محطات الواقع الافتراضي ضمن يوم العمل الحالي فقط.',
      ),
    ).toBeInTheDocument();
  });
});
