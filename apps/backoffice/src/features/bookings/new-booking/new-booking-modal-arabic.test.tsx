import './new-booking-data-mocks.ts';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { capacityBlockedMessage } from '@venue/domain/capacity';
import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { NewBookingButton } from './new-booking-button.tsx';
import { newBookingData as data } from './new-booking-data-mocks.ts';
import {
  bookingDay,
  closedDaySchedule,
  daySchedule,
  offeredPackages,
  offeredSlots,
  oneLaneLeftSlots,
} from './new-booking-test-data.ts';

// Reception working in Arabic: the form reads right to left, its refusals are in Arabic, and the
// customer's language starts as the receptionist's.

beforeEach(async () => {
  vi.clearAllMocks();
  data.getSchedule.mockResolvedValue(daySchedule);
  data.getVenueDay.mockResolvedValue(offeredSlots);
  data.listBirthdayPackages.mockResolvedValue(offeredPackages);
  data.createStaffBooking.mockResolvedValue({ id: 'booking-new', lane: null, lanes: [] });
  await activateLocale('ar');
});

async function openForm() {
  renderWithProviders(<NewBookingButton date={bookingDay} />);
  await userEvent.click(screen.getByRole('button', { name: 'حجز جديد' }));
  return screen.findByRole('dialog', { name: 'حجز جديد' });
}

describe('New booking in Arabic', () => {
  it('reads right to left with Arabic fields, slots and choices', async () => {
    const dialog = await openForm();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).getByRole('radio', { name: 'حجز عادي' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'باقة عيد ميلاد' })).toBeInTheDocument();
    // A package is named in Arabic when the manager wrote its Arabic title.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'باقة عيد ميلاد' }));
    const packages = within(dialog).getByRole('combobox', { name: /^الباقة/ });
    expect(await within(packages).findByRole('option', { name: 'بليز' })).toBeInTheDocument();
    expect(within(packages).queryByRole('option', { name: 'Blaze' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'حجز عادي' }));
    for (const field of [/^الاسم/, /^الهاتف/, /^البريد الإلكتروني \(اختياري\)/, /^الملاحظات/]) {
      expect(within(dialog).getByRole('textbox', { name: field })).toBeInTheDocument();
    }
    // The phone and e-mail are typed left to right; a name may be in either language.
    expect(within(dialog).getByRole('textbox', { name: /^الهاتف/ })).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).getByRole('textbox', { name: /^الاسم/ })).toHaveAttribute('dir', 'auto');
    // Reception asks the customer before ticking the consent under the phone: off by default.
    const consent = within(dialog).getByRole('checkbox', {
      name: 'يوافق الزبون على تلقي رسائل عن هذا الحجز على واتساب',
    });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAccessibleDescription(
      'اسأله أولًا: الطلب والقرار والتذكيرات تُرسَل إلى هذا الرقم.',
    );
    const slots = within(dialog).getByRole('combobox', { name: /^الفترة الزمنية/ });
    expect(
      await within(slots).findByRole('option', { name: '19:30 · المحجوز 3 من 6 مسارات' }),
    ).toBeInTheDocument();
    expect(within(slots).getByRole('option', { name: '20:15 · مكتمل' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'حضور مباشر' })).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: /^قبول الآن/ })).toBeChecked();
    const lane = within(dialog).getByRole('combobox', { name: 'المسار' });
    expect(within(lane).getByRole('option', { name: 'أول مسار متاح' })).toBeInTheDocument();
    expect(within(lane).getByRole('option', { name: 'المسار 4' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('switch', { name: /^قبول الآن/ }));
    expect(within(dialog).getByText('يبقى الحجز بين الطلبات حتى يُقبل.')).toBeInTheDocument();
    expect(lane).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /^لغة الزبون/ })).toHaveValue('ar');
    expect(within(dialog).queryByText(/Name|Phone|Approve|Walk-in/)).toBeNull();
  });

  it('refuses a blank form in Arabic; with an empty e-mail and the phone in Arabic-Indic digits it sends the booking in Arabic, left pending', async () => {
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'إنشاء الحجز' }));
    expect(await within(dialog).findByText('الاسم مطلوب')).toBeInTheDocument();
    expect(within(dialog).getByText('رقم الهاتف مطلوب')).toBeInTheDocument();
    expect(within(dialog).getByText('يُرجى اختيار الوقت')).toBeInTheDocument();
    expect(data.createStaffBooking).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^الاسم/ }), 'سامي خليل');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^الهاتف/ }), '٠٥٩١٢٣٤٥٦٧');
    await within(dialog).findByRole('option', { name: '19:30 · المحجوز 3 من 6 مسارات' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /^الفترة الزمنية/ }),
      '19:30',
    );
    await userEvent.click(within(dialog).getByRole('switch', { name: /^قبول الآن/ }));
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: /^يوافق الزبون على تلقي رسائل/ }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'إنشاء الحجز' }));
    expect(await screen.findByText('تم إنشاء الحجز')).toBeInTheDocument();
    expect(data.createStaffBooking).toHaveBeenCalledWith(
      {},
      expect.objectContaining({
        name: 'سامي خليل',
        phone: '+970591234567',
        email: undefined,
        locale: 'ar',
        source: 'phone',
        approve: false,
        whatsappConsent: true,
      }),
    );
  });

  it('shows the capacity refusal in Arabic and keeps the form', async () => {
    data.createStaffBooking.mockRejectedValue(
      new DataError(capacityBlockedMessage(bookingDay, '19:30', 6), 'VN001', null, {
        code: 'booking.slot_full',
        params: { lanes: 6, date: bookingDay, time: '19:30', approved: 6 },
      }),
    );
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^الاسم/ }), 'سامي خليل');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^الهاتف/ }), '0591234567');
    await within(dialog).findByRole('option', { name: '19:30 · المحجوز 3 من 6 مسارات' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /^الفترة الزمنية/ }),
      '19:30',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'حضور مباشر' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'إنشاء الحجز' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('لم يُنشأ الحجز');
    expect(alert).toHaveTextContent(
      `تعذّر قبول الحجز: جميع المسارات محجوزة في ${formatDisplayDate(bookingDay, venueTimeZone, 'ar')} الساعة 19:30 (6 مسارات). المقبول حاليًا: 6/6.`,
    );
    expect(within(dialog).getByRole('textbox', { name: /^الاسم/ })).toHaveValue('سامي خليل');
  });

  it('says in Arabic the lanes a group of 12 takes, a slot with one lane free as full, and the runs of two', async () => {
    data.getVenueDay.mockResolvedValue(oneLaneLeftSlots);
    const dialog = await openForm();
    const people = within(dialog).getByRole('spinbutton', { name: /^الأشخاص/ });
    expect(people).toHaveAccessibleDescription('مسار واحد');
    await userEvent.clear(people);
    await userEvent.type(people, '١٢');
    expect(people).toHaveAccessibleDescription('مساران');
    const slots = within(dialog).getByRole('combobox', { name: /^الفترة الزمنية/ });
    expect(await within(slots).findByRole('option', { name: '19:30 · مكتمل' })).toBeInTheDocument();
    const lane = within(dialog).getByRole('combobox', { name: 'المسار' });
    expect(within(lane).getByRole('option', { name: 'أول مسارات متاحة' })).toBeInTheDocument();
    expect(within(lane).getByRole('option', { name: 'المساران 5 و6' })).toBeInTheDocument();
    expect(within(lane).queryByRole('option', { name: 'المسار 6' })).toBeNull();
  });

  it('says a closed day in Arabic instead of slots', async () => {
    data.getSchedule.mockResolvedValue(closedDaySchedule);
    data.getVenueDay.mockResolvedValue([]);
    const dialog = await openForm();
    const closed = await within(dialog).findByTestId('new-booking-closed');
    expect(closed).toHaveTextContent('مغلق: عيد الفطر');
    expect(within(closed).getByText('عيد الفطر')).toHaveAttribute('dir', 'auto');
  });
});
