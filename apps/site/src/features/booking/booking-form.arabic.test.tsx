import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { listBirthdayPackages } from '@venue/data/birthday-packages/list-birthday-packages';
import { requestBooking } from '@venue/data/bookings/request-booking';
import { toDataError } from '@venue/data/errors';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { getVenueDay } from '@venue/data/schedule/get-venue-day';
import { pendingPerSlotMessage } from '@venue/domain/limits';
import { defaultSchedule } from '@venue/domain/schedule';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createQueryClient } from '../../app/query-client.ts';
import { ConfirmProvider } from '../../components/confirm-dialog/confirm-provider.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { venueDayOf } from '../../test/venue-day.ts';
import { BookingForm } from './booking-form.tsx';

vi.mock('../../lib/public-client.ts', () => ({ publicClient: {} }));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: vi.fn() }));
vi.mock('@venue/data/schedule/get-venue-day', () => ({ getVenueDay: vi.fn() }));
vi.mock('@venue/data/bookings/request-booking', () => ({ requestBooking: vi.fn() }));
vi.mock('@venue/data/birthday-packages/list-birthday-packages', () => ({
  listBirthdayPackages: vi.fn(),
}));
vi.mock('@venue/data/prices/get-prices', () => ({
  getPrices: vi.fn(async () => ({ bowling_game_price: 25, vr_session_price: 35 })),
}));

// 10:00 UTC on Saturday, November 21, 2026 is 12:00 at the venue: every slot of today is open.
const now = new Date('2026-11-21T10:00:00Z');

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(getSchedule).mockResolvedValue(defaultSchedule);
  vi.mocked(getVenueDay).mockResolvedValue(venueDayOf({}));
  vi.mocked(listBirthdayPackages).mockResolvedValue([
    {
      id: 'blaze-id',
      title: { en: 'Blaze', ar: 'بليز' },
      price: 70,
      items: { en: ['1 VR session', '1.5 hours bowling'], ar: ['جلسة واقع افتراضي واحدة'] },
      min_people: 11,
      max_people: 25,
      duration: 90,
      guests_per_lane: 8,
    },
    {
      id: 'comet-id',
      title: { en: 'Comet' },
      price: 50,
      items: { en: ['Cake table'] },
      min_people: 26,
      max_people: 40,
      duration: 60,
      guests_per_lane: 10,
    },
  ]);
  vi.mocked(requestBooking).mockResolvedValue({
    id: 'new-booking-id',
    reference: 'SZ-7K4Q',
    manageToken: 'a-manage-token',
  });
  await activateLocale('ar');
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const submitRegular = 'احجزوا جلسة عادية';
const peopleRangeError = 'يُرجى اختيار عدد من 1 إلى 12 شخصًا';

function renderForm() {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <ConfirmProvider>
        <BookingForm />
      </ConfirmProvider>
    </AppProviders>,
  );
  return { user };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

async function fillContact(user: ReturnType<typeof userEvent.setup>, phone = '+970591234567') {
  for (const [label, value] of [
    ['الاسم الكامل', 'لينا حداد'],
    ['البريد الإلكتروني', 'lina@example.com'],
    ['رقم واتساب', phone],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

describe('the booking form in Arabic', { timeout: 20_000 }, () => {
  it('labels every field, choice and panel in Arabic, right to left, the phone placeholder as written', async () => {
    renderForm();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(button('حجز عادي')).toHaveAttribute('aria-pressed', 'true');
    expect(button('باقة عيد ميلاد')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('رقم واتساب')).toHaveAttribute('placeholder', '+970XXXXXXXXX');
    // An address and a number are typed left to right; a name in its own direction.
    expect(screen.getByLabelText('رقم واتساب')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('الاسم الكامل')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('spinbutton', { name: 'عدد الأشخاص' })).toHaveValue('1');
    expect(button('شخص أقل')).toBeDisabled();
    expect(button('شخص إضافي')).toBeEnabled();
    const rounds = screen.getByRole('group', { name: 'عدد الجولات' });
    expect(within(rounds).getByRole('button', { name: '1' })).toBeInTheDocument();
    expect(within(rounds).getByRole('button', { name: '2' })).toBeInTheDocument();
    expect(within(rounds).getByRole('button', { name: '3' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'التاريخ' })).toBeInTheDocument();
    expect(button('الشهر التالي')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'الوقت' })).toBeInTheDocument();
    const info = within(screen.getByRole('complementary', { name: 'معلومات الحجز' }));
    expect(await info.findByText('\u206625 ₪\u2069 للشخص في الجولة')).toBeInTheDocument();
    expect(info.getByText('مدة كل جلسة 45 دقيقة.')).toBeInTheDocument();
    expect(info.getByRole('link', { name: '+970 2 295 0000' })).toHaveAttribute('dir', 'ltr');
  });

  it('says beside the Book button, in Arabic, what is still to choose', async () => {
    const { user } = renderForm();
    expect(button('احجزوا جلسة عادية')).toBeDisabled();
    expect(button('احجزوا جلسة عادية')).toHaveAccessibleDescription('اختيار الوقت');
    await user.click(button('باقة عيد ميلاد'));
    expect(button('احجزوا باقة عيد ميلاد')).toHaveAccessibleDescription(
      'اختيار باقة · اختيار الوقت',
    );
    await user.click(await screen.findByRole('button', { name: 'اختاروا بليز' }));
    expect(screen.getByText('باقة بليز لعدد من 11 إلى 25 ضيفًا.')).toBeInTheDocument();
    expect(screen.getByText('المجموع التقديري')).toBeInTheDocument();
    expect(screen.getByText('11 ضيفًا × \u206670 ₪\u2069')).toBeInTheDocument();
  });

  it("shows each package's Arabic title and items; one written only in English, marked as English", async () => {
    const { user } = renderForm();
    await user.click(button('باقة عيد ميلاد'));
    const blaze = await screen.findByRole('article', { name: 'بليز' });
    expect(within(blaze).getByText('بليز')).not.toHaveAttribute('lang');
    expect(within(blaze).getByRole('list')).toHaveTextContent('جلسة واقع افتراضي واحدة');
    expect(within(blaze).getByRole('list')).not.toHaveAttribute('lang');
    expect(blaze).not.toHaveTextContent('1.5 hours bowling');
    const comet = screen.getByRole('article', { name: 'Comet' });
    expect(within(comet).getByText('Comet')).toHaveAttribute('lang', 'en');
    expect(within(comet).getByText('Comet')).toHaveAttribute('dir', 'ltr');
    expect(within(comet).getByRole('list')).toHaveAttribute('lang', 'en');
    expect(within(comet).getByRole('list')).toHaveTextContent('Cake table');
  });

  it('shows a validation error in Arabic beside its field, and sends nothing', async () => {
    const { user } = renderForm();
    await fillContact(user, '123');
    await user.click(await screen.findByRole('button', { name: '18:00' }));
    await user.click(button('احجزوا جلسة عادية'));
    const phone = screen.getByLabelText('رقم واتساب');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      'يُرجى إدخال رقم واتساب بالشكل \u206805XXXXXXXX\u2069 أو \u2068+970XXXXXXXXX\u2069',
    );
    expect(phone).toHaveFocus();
    expect(requestBooking).not.toHaveBeenCalled();
  });

  it('takes a WhatsApp number typed in Arabic-Indic digits and sends it in ASCII digits', async () => {
    const { user } = renderForm();
    await fillContact(user, '');
    await user.type(screen.getByLabelText('رقم واتساب'), '٠٥٩٩١٢٣٤٥٦');
    await user.click(await screen.findByRole('button', { name: '18:00' }));
    await user.click(button('احجزوا جلسة عادية'));
    await waitFor(() => expect(requestBooking).toHaveBeenCalledTimes(1));
    expect(requestBooking).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ phone: '+970599123456' }),
    );
    expect(screen.getByLabelText('رقم واتساب')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/يُرجى إدخال رقم واتساب/)).toBeNull();
    const dialog = within(await screen.findByRole('dialog', { name: 'تم استلام طلب الحجز!' }));
    expect(dialog.getByText('الهاتف').nextSibling).toHaveTextContent('+970599123456');
  });

  it('takes the people of a regular booking typed in Arabic-Indic digits, refusing more than 12 in Arabic', async () => {
    const { user } = renderForm();
    await fillContact(user);
    const people = screen.getByRole('spinbutton', { name: 'عدد الأشخاص' });
    await user.clear(people);
    await user.type(people, '١٥');
    expect(people).toHaveValue('15');
    expect(button('شخص إضافي')).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: '18:00' }));
    await user.click(button(submitRegular));
    expect(await screen.findByText(peopleRangeError)).toBeVisible();
    expect(people).toHaveFocus();
    expect(requestBooking).not.toHaveBeenCalled();

    await user.clear(people);
    expect(people).toHaveValue('');
    await user.click(button(submitRegular));
    expect(await screen.findByText(peopleRangeError)).toBeVisible();
    expect(requestBooking).not.toHaveBeenCalled();

    await user.type(people, '٤');
    await user.click(button(submitRegular));
    await waitFor(() => expect(requestBooking).toHaveBeenCalledTimes(1));
    expect(requestBooking).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ type: 'regular', people: 4 }),
    );
  });

  it('says beside the count, in Arabic, the lanes the group takes', async () => {
    const { user } = renderForm();
    const people = screen.getByRole('spinbutton', { name: 'عدد الأشخاص' });
    expect(people).toHaveAccessibleDescription('مسار واحد');
    await user.clear(people);
    await user.type(people, '١٢');
    expect(screen.getByText('مساران')).toBeInTheDocument();
    expect(people).toHaveAccessibleDescription('مساران');

    // Blaze seats 8 guests a lane: 25 take four.
    await user.click(button('باقة عيد ميلاد'));
    await user.click(await screen.findByRole('button', { name: 'اختاروا بليز' }));
    const guests = screen.getByRole('spinbutton', { name: 'عدد الضيوف' });
    await user.clear(guests);
    await user.type(guests, '25');
    expect(screen.getByText('4 مسارات')).toBeInTheDocument();
    expect(guests).toHaveAccessibleDescription('4 مسارات باقة بليز لعدد من 11 إلى 25 ضيفًا.');
  });

  it('warns in Arabic when fewer lanes are free than the group needs', async () => {
    vi.mocked(getVenueDay).mockResolvedValue(venueDayOf({ '19:30': 5 }));
    const { user } = renderForm();
    await fillContact(user);
    const people = screen.getByRole('spinbutton', { name: 'عدد الأشخاص' });
    await user.clear(people);
    await user.type(people, '12');
    await user.click(await screen.findByRole('button', { name: '19:30' }));
    await user.click(button(submitRegular));
    const warning = await screen.findByRole('dialog', { name: 'الفترة الزمنية مكتملة' });
    expect(warning).toHaveTextContent(
      'لم يبقَ في هذه الفترة الزمنية إلا مسار واحد متاح، ومجموعتكم تحتاج إلى مسارين.',
    );
  });

  it('takes the guests of a birthday typed in Arabic-Indic or Persian digits', async () => {
    const { user } = renderForm();
    await user.click(button('باقة عيد ميلاد'));
    await user.click(await screen.findByRole('button', { name: 'اختاروا بليز' }));
    const guests = screen.getByRole('spinbutton', { name: 'عدد الضيوف' });
    await user.clear(guests);
    await user.type(guests, '١٨');
    expect(guests).toHaveValue('18');
    expect(screen.getByText('18 ضيفًا × \u206670 ₪\u2069')).toBeInTheDocument();
    await user.clear(guests);
    await user.type(guests, '۲۰');
    expect(guests).toHaveValue('20');
    await fillContact(user);
    await user.click(await screen.findByRole('button', { name: '18:00' }));
    await user.click(button('احجزوا باقة عيد ميلاد'));
    await waitFor(() => expect(requestBooking).toHaveBeenCalledTimes(1));
    expect(requestBooking).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ type: 'birthday', people: 20 }),
    );
  });

  it("shows the server's refusal in Arabic, in the toast and beside the time", async () => {
    vi.mocked(requestBooking).mockRejectedValue(
      toDataError({
        message: pendingPerSlotMessage,
        code: 'PT429',
        details: 'time',
        hint: '{"code": "limit.pending_per_slot", "params": {}}',
      }),
    );
    const { user } = renderForm();
    await fillContact(user);
    await user.click(await screen.findByRole('button', { name: '18:00' }));
    await user.click(button('احجزوا جلسة عادية'));
    const arabic =
      'هناك طلبات حجز كثيرة في هذا الوقت تنتظر ردنا. يُرجى اختيار وقت آخر، أو الاتصال بنا.';
    expect(await screen.findByText(`تعذّر إرسال الحجز: ${arabic}`)).toBeInTheDocument();
    expect(screen.getByText(arabic, { selector: '[role="alert"]' })).toBeInTheDocument();
  });

  it('confirms the request in Arabic', async () => {
    const { user } = renderForm();
    await fillContact(user);
    await user.click(await screen.findByRole('button', { name: '18:00' }));
    await user.click(button('احجزوا جلسة عادية'));
    await waitFor(() => expect(requestBooking).toHaveBeenCalledTimes(1));
    const dialog = within(await screen.findByRole('dialog', { name: 'تم استلام طلب الحجز!' }));
    expect(dialog.getByRole('heading', { name: 'ملخص الحجز' })).toBeInTheDocument();
    expect(dialog.getByText('الاسم').nextSibling).toHaveTextContent('لينا حداد');
    expect(dialog.getByText('الهاتف').nextSibling).toHaveTextContent('+970591234567');
    expect(dialog.getByRole('heading', { name: 'الخطوات التالية' })).toBeInTheDocument();
    expect(
      dialog.getByText('احضروا قبل موعد جلستكم بعشر دقائق لتستلموا أحذيتكم ومساركم.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});
