import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { listClosures } from '@venue/data/schedule/list-closures';
import { listLaneBlocks } from '@venue/data/schedule/list-lane-blocks';
import { listSpecialHours } from '@venue/data/schedule/list-special-hours';
import { updateScheduleSettings } from '@venue/data/schedule/update-schedule-settings';
import { getVrSettings } from '@venue/data/vr/get-vr-settings';
import { listVrStationBlocks } from '@venue/data/vr/list-vr-station-blocks';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { expectNoEnglish } from '../../test/in-arabic.tsx';
import { renderWithProviders } from '../../test/render-app.tsx';
import { HoursPage } from './hours-page.tsx';
import { eid, eidDay, ramadanDay, repair, weekSchedule } from './schedule-test-data.ts';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/vr/get-vr-settings', () => ({ getVrSettings: vi.fn() }));
vi.mock('@venue/data/vr/list-vr-station-blocks', () => ({ listVrStationBlocks: vi.fn() }));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: vi.fn() }));
vi.mock('@venue/data/schedule/list-special-hours', () => ({ listSpecialHours: vi.fn() }));
vi.mock('@venue/data/schedule/list-closures', () => ({ listClosures: vi.fn() }));
vi.mock('@venue/data/schedule/list-lane-blocks', () => ({ listLaneBlocks: vi.fn() }));
vi.mock('@venue/data/schedule/update-schedule-settings', () => ({
  updateScheduleSettings: vi.fn(),
}));

/** A time as an Arabic sentence holds it, kept left to right. */
const time = (text: string) => `\u2068${text}\u2069`;

beforeEach(async () => {
  await activateLocale('ar');
  vi.mocked(getSchedule).mockReset().mockResolvedValue(weekSchedule());
  vi.mocked(listSpecialHours).mockReset().mockResolvedValue([]);
  vi.mocked(listClosures)
    .mockReset()
    .mockResolvedValue([
      { id: 'c1', day: eidDay, fromTime: null, toTime: null, reason: { en: eid.en } },
    ]);
  vi.mocked(listLaneBlocks).mockReset().mockResolvedValue([]);
  vi.mocked(getVrSettings).mockReset().mockResolvedValue({ stationCount: 4, sessionMinutes: 20 });
  vi.mocked(listVrStationBlocks).mockReset().mockResolvedValue([]);
  vi.mocked(updateScheduleSettings).mockReset();
});

describe('the hours page in Arabic', () => {
  it('reads right to left: the week, past-midnight hours, reasons in Arabic and the weekdays from Saturday', async () => {
    renderWithProviders(<HoursPage isManager />, 'jana');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(
      screen.getByRole('heading', { level: 1, name: 'ساعات العمل والإغلاق' }),
    ).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'الأسبوع كما يعرضه الموقع' });
    const ramadanCard = await within(preview).findByRole('listitem', {
      name: (name) => name.includes('28') && name.includes('2026'),
    });
    expect(ramadanDay).toBe('2026-11-28');
    expect(within(ramadanCard).getByText('رمضان')).toBeInTheDocument();
    expect(
      within(ramadanCard).getByText(`${time('20:00')} – حتى ${time('02:00')} (اليوم التالي)`),
    ).toBeInTheDocument();
    expect(within(ramadanCard).getByText('المساران 2، 5 موقوفة')).toBeInTheDocument();
    expect(within(ramadanCard).getByText(repair.ar)).toBeInTheDocument();
    expect(within(preview).getByText(eid.ar)).toBeInTheDocument();
    expectNoEnglish(preview, /Closed|Ramadan|Eid|Slots|Today/);

    // The closure written only in English reads in English, marked as missing its Arabic.
    const closures = screen.getByRole('region', { name: 'أيام الإغلاق' });
    expect(await within(closures).findByText(eid.en)).toHaveAttribute('lang', 'en');
    expect(within(closures).getByText('بحاجة إلى العربية')).toBeInTheDocument();

    const form = await screen.findByRole('form', { name: 'تعديل ساعات العمل الأسبوعية' });
    const days = within(form)
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-label'));
    expect(days).toEqual(['السبت', 'الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة']);
  });

  it('says a refused slot length in Arabic, by its code', async () => {
    const user = userEvent.setup();
    vi.mocked(updateScheduleSettings).mockRejectedValue(
      new DataError(
        '12 bookings from today on are planned on the current slot length.',
        'VN017',
        null,
        {
          code: 'schedule.slot_length_in_use',
          params: { bookings: 12 },
        },
      ),
    );
    renderWithProviders(<HoursPage isManager />, 'jana');
    const form = await screen.findByRole('form', { name: 'تعديل الفترات والمسارات' });
    const length = within(form).getByLabelText('مدة الفترة (بالدقائق)');
    await user.clear(length);
    await user.type(length, '60');
    await user.click(within(form).getByRole('button', { name: 'حفظ الفترات والمسارات' }));
    expect(
      await screen.findByText('12 حجزًا من اليوم فصاعدًا على مدة الفترة الحالية.'),
    ).toBeInTheDocument();
    expect(vi.mocked(updateScheduleSettings).mock.calls[0]?.[1]).toEqual({
      slotMinutes: 60,
      laneCount: 6,
    });
  });
});
