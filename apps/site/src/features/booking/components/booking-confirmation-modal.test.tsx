import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { timesInAnotherForm } from '@venue/domain/format';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { BookingConfirmationModal, type BookingSummary } from './booking-confirmation-modal.tsx';

const summary: BookingSummary = {
  type: 'regular',
  name: 'Lina Haddad',
  date: '2026-11-21',
  time: '19:30',
  people: 4,
  rounds: 2,
  phone: '+970591234567',
  reference: 'SZ-7K4Q',
  manageToken: 'tok_en-123',
};

afterEach(async () => {
  await activateLocale('en');
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('the booking confirmation', () => {
  it('repeats the day and time in the one form: "Nov 21, 2026 at 19:30"', () => {
    render(<BookingConfirmationModal summary={summary} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Booking Request Received!' });
    expect(dialog).toHaveTextContent('Nov 21, 2026 at 19:30');
    expect(timesInAnotherForm(dialog.textContent ?? '')).toEqual([]);
  });

  it.each([
    ['en', 'Booking Request Received!', 'Booking reference'],
    ['ar', 'تم استلام طلب الحجز!', 'رقم الحجز'],
  ] as const)(
    'names the booking by its reference, left to right (%s)',
    async (locale, title, label) => {
      await activateLocale(locale);
      render(<BookingConfirmationModal summary={summary} onClose={() => {}} />);
      const dialog = within(screen.getByRole('dialog', { name: title }));
      const value = dialog.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
      expect(within(value).getByText('SZ-7K4Q')).toHaveAttribute('dir', 'ltr');
      expect(dialog.queryByText(/new-booking-id/)).toBeNull();
    },
  );

  it('shows the booking link with the site origin, says why to keep it, and copies it', async () => {
    // user-event brings its own clipboard: the stub replaces it after setup.
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    render(<BookingConfirmationModal summary={summary} onClose={() => {}} />);
    const url = `${window.location.origin}/booking/manage/tok_en-123`;
    // The whole link, shortened on screen by CSS only, and shared whole to one's own WhatsApp.
    expect(screen.getByTitle(url)).toHaveTextContent(url);
    expect(screen.getByRole('link', { name: 'Send to my WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`My booking SZ-7K4Q at Strike Zone: ${url}`)}`,
    );
    expect(screen.getByText(/keep this link: open it to check your booking/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my booking page' })).toHaveAttribute('href', url);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('The link is copied.')).toHaveAttribute('aria-live', 'polite');
  });

  it('selects the link to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    stubClipboard(async () => {
      throw new Error('denied');
    });
    render(<BookingConfirmationModal summary={summary} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/could not be copied/);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('gives the Arabic link and its words in Arabic', async () => {
    await activateLocale('ar');
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    render(<BookingConfirmationModal summary={summary} onClose={() => {}} />);
    const url = `${window.location.origin}/ar/booking/manage/tok_en-123`;
    const link = screen.getByTitle(url);
    expect(link).toHaveTextContent(url);
    expect(link).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('button', { name: 'نسخ' }));
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(screen.getByRole('button', { name: 'تم النسخ' })).toBeVisible());
  });
});
