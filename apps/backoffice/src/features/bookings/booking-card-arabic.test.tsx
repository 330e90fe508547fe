import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { bookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { BookingCard } from './booking-card.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));

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
    renderWithProviders(<BookingCard booking={pending} occupancy={new Map()} email={undefined} />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    const card = screen.getByRole('article', { name: 'Lina Saleh' });
    expect(within(card).getByText('قيد الانتظار')).toBeInTheDocument();
    expect(within(card).getByText('الأشخاص: 4 · الجولات: 2')).toBeInTheDocument();
    expect(within(card).getByText('الهاتف: \u2066+970591234567\u2069')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'قبول وإرسال بريد' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'تسجيل محاولة تواصل' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'حذف' })).toBeInTheDocument();
    expect(within(card).queryByText(/Approve|Reject|People|Phone/)).toBeNull();
  });

  it('opens the rejection dialog in Arabic; a quick reason fills an Arabic reason', async () => {
    renderWithProviders(<BookingCard booking={pending} occupancy={new Map()} email={undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'رفض وإرسال بريد' }));
    const dialog = await screen.findByRole('dialog', { name: 'رفض حجز Lina Saleh' });
    const reason = within(dialog).getByRole('textbox', { name: /سبب الرفض/ });
    expect(within(dialog).getByRole('button', { name: 'رفض وإرسال البريد' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'السعة ممتلئة' }));
    expect(reason).toHaveValue('السعة ممتلئة لدينا في الوقت المطلوب.');
    expect(within(dialog).getByRole('button', { name: 'رفض وإرسال البريد' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});
