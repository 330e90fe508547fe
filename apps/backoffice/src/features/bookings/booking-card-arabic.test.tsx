import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { BookingEmail } from '@venue/data/bookings/list-booking-emails';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { bookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { testSchedule, venueDayOf } from '../../test/venue-schedule.ts';
import { BookingCard } from './booking-card.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/schedule/get-schedule', () => ({
  getSchedule: async () => testSchedule(),
}));
vi.mock('@venue/data/schedule/get-venue-day', () => ({
  getVenueDay: async (_client: unknown, day: string) => venueDayOf(testSchedule(), day),
}));

// Reception working in Arabic: the desk's card and the rejection dialog read right to left, in
// Arabic, while what the customer typed and the phone number keep their own direction.

const pending: BookingRow = bookingRow({
  name: 'Lina Saleh',
  phone: '+970591234567',
  people: 4,
  rounds: 2,
  status: 'pending',
});

beforeEach(async () => {
  await activateLocale('ar');
});

describe('the booking card in Arabic', () => {
  it('reads right to left with Arabic labels and actions, the phone number isolated', async () => {
    renderWithProviders(
      <BookingCard
        booking={pending}
        occupancy={new Map()}
        schedule={testSchedule()}
        email={undefined}
      />,
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    const card = screen.getByRole('article', { name: 'Lina Saleh' });
    expect(within(card).getByText('قيد الانتظار')).toBeInTheDocument();
    expect(within(card).getByText('الأشخاص: 4 · الجولات: 2')).toBeInTheDocument();
    const phone = within(card).getByText('+970591234567');
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone.parentElement).toHaveTextContent(/^الهاتف: \+970591234567$/);
    expect(within(card).getByRole('button', { name: 'قبول وإرسال بريد' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'تسجيل محاولة تواصل' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'حذف' })).toBeInTheDocument();
    expect(within(card).queryByText(/Approve|Reject|People|Phone/)).toBeNull();
  });

  it('opens the rejection dialog in Arabic; a quick reason fills an Arabic reason', async () => {
    renderWithProviders(
      <BookingCard
        booking={pending}
        occupancy={new Map()}
        schedule={testSchedule()}
        email={undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'رفض وإرسال بريد' }));
    const dialog = await screen.findByRole('dialog', { name: 'رفض حجز Lina Saleh' });
    const reason = within(dialog).getByRole('textbox', { name: /سبب الرفض/ });
    expect(within(dialog).getByRole('button', { name: 'رفض وإرسال البريد' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'اكتمال العدد' }));
    expect(reason).toHaveValue('العدد لدينا مكتمل في الوقت المطلوب.');
    expect(within(dialog).getByRole('button', { name: 'رفض وإرسال البريد' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('a quick reason shows in Arabic whatever language rejected it; a typed one as typed', async () => {
    const rejected = (reason: string, key: string | null) =>
      bookingRow({
        name: 'Lina Saleh',
        status: 'rejected',
        rejection_reason: reason,
        rejection_reason_key: key,
      });
    const view = renderWithProviders(
      <BookingCard
        booking={rejected('We are at full capacity at the requested time.', 'full_capacity')}
        occupancy={new Map()}
        schedule={testSchedule()}
        email={undefined}
      />,
    );
    expect(screen.getByText('العدد لدينا مكتمل في الوقت المطلوب.')).toBeInTheDocument();
    view.unmount();
    renderWithProviders(
      <BookingCard
        booking={rejected('Lanes closed', null)}
        occupancy={new Map()}
        schedule={testSchedule()}
        email={undefined}
      />,
    );
    expect(screen.getByText('Lanes closed')).toBeInTheDocument();
  });

  it('an approved booking: the e-mail line and the reschedule form in Arabic', async () => {
    const approved = bookingRow({ name: 'Lina Saleh', email: 'lina@example.com' });
    const email = {
      booking_id: approved.id,
      kind: 'approved',
      status: 'sent',
      error: null,
      recipient: 'lina@example.com',
      attempts: 1,
      created_at: '2046-05-01T10:00:00+00:00',
      updated_at: '2046-05-01T10:00:00+00:00',
    } satisfies BookingEmail;
    renderWithProviders(
      <BookingCard
        booking={approved}
        occupancy={new Map()}
        schedule={testSchedule()}
        email={email}
      />,
    );
    const card = screen.getByRole('article', { name: 'Lina Saleh' });
    expect(
      within(card).getByText('أُرسل بريد التأكيد إلى \u2066lina@example.com\u2069'),
    ).toBeInTheDocument();
    expect(within(card).getByText('مقبول')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'تعديل' }));
    expect(within(card).getByLabelText(/التاريخ الجديد/)).toBeInTheDocument();
    expect(within(card).getByLabelText('الوقت الجديد')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'حفظ' })).toBeInTheDocument();
  });
});
