import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { listBirthdayPackages } from '@venue/data/birthday-packages/list-birthday-packages';
import { requestBooking } from '@venue/data/bookings/request-booking';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { getVenueDay } from '@venue/data/schedule/get-venue-day';
import { defaultSchedule } from '@venue/domain/schedule';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createQueryClient } from '../../app/query-client.ts';
import { ConfirmProvider } from '../../components/confirm-dialog/confirm-provider.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { blaze, spark } from '../../test/birthday-packages.ts';
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

const consentLabel = 'Send me messages about this booking on WhatsApp at this number';
const consentHint =
  'Your request, the decision and reminders before your visit. Reply STOP to stop.';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(getSchedule).mockResolvedValue(defaultSchedule);
  vi.mocked(getVenueDay).mockResolvedValue(venueDayOf({}));
  vi.mocked(listBirthdayPackages).mockResolvedValue([spark, blaze]);
  vi.mocked(requestBooking).mockResolvedValue({
    id: 'new-booking-id',
    reference: 'SZ-7K4Q',
    manageToken: 'a-manage-token',
  });
});

afterEach(async () => {
  vi.useRealTimers();
  vi.clearAllMocks();
  await activateLocale('en');
});

function renderForm() {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <ConfirmProvider>
        <BookingForm />
      </ConfirmProvider>
    </AppProviders>,
  );
  return user;
}

/** Name and number, pasted; the e-mail left blank. */
async function fillNameAndPhone(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Full Name'));
  await user.paste('Lina Haddad');
  await user.click(screen.getByLabelText('WhatsApp Number'));
  await user.paste('0591234567');
}

const bookRegular = () => screen.getByRole('button', { name: 'Book Regular' });

describe('consent to WhatsApp messages beside the number', () => {
  it('is a box unticked by default, labelled, with what it sends as its description', () => {
    renderForm();
    const box = screen.getByRole('checkbox', { name: consentLabel });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(consentHint);
    expect(screen.getByLabelText('Email')).toBeRequired();
  });

  it("without it, a blank e-mail is refused with the form's own message and nothing is sent", async () => {
    const user = renderForm();
    await fillNameAndPhone(user);
    await user.click(await screen.findByRole('button', { name: '18:00' }));
    await user.click(bookRegular());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(requestBooking).not.toHaveBeenCalled();

    // Ticking the box makes the blank e-mail fine: its error goes.
    await user.click(screen.getByRole('checkbox', { name: consentLabel }));
    expect(screen.getByLabelText('Email (optional)')).not.toHaveAccessibleDescription();
  });

  it('with it, the e-mail is optional and the request carries the consent', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('checkbox', { name: consentLabel }));
    const email = screen.getByLabelText('Email (optional)');
    expect(email).not.toBeRequired();
    await fillNameAndPhone(user);
    await user.click(await screen.findByRole('button', { name: '18:00' }));
    await user.click(bookRegular());

    const dialog = await screen.findByRole('dialog', { name: 'Booking Request Received!' });
    expect(requestBooking).toHaveBeenCalledTimes(1);
    expect(vi.mocked(requestBooking).mock.calls[0]?.[1]).toMatchObject({
      email: '',
      phone: '+970591234567',
      whatsappConsent: true,
    });
    expect(dialog).toHaveTextContent(
      'We will message you on WhatsApp with our answer, and remind you before your visit.',
    );
    // The form starts over unticked, the e-mail required again.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('checkbox', { name: consentLabel })).not.toBeChecked();
    expect(screen.getByLabelText('Email')).toBeRequired();
  });

  it('unticked again, the request does not carry it and the e-mail is asked for', async () => {
    const user = renderForm();
    const box = screen.getByRole('checkbox', { name: consentLabel });
    await user.click(box);
    await user.click(box);
    await fillNameAndPhone(user);
    await user.click(screen.getByLabelText('Email'));
    await user.paste('lina@example.com');
    await user.click(await screen.findByRole('button', { name: '18:00' }));
    await user.click(bookRegular());

    await screen.findByRole('dialog', { name: 'Booking Request Received!' });
    const sent = vi.mocked(requestBooking).mock.calls[0]?.[1];
    expect(sent).toMatchObject({ email: 'lina@example.com' });
    expect(sent).not.toHaveProperty('whatsappConsent');
  });

  it('in Arabic: the box speaks to visitors in the plural, on a right-to-left page', async () => {
    await activateLocale('ar');
    const user = renderForm();
    const box = screen.getByRole('checkbox', {
      name: 'أرسلوا لي رسائل عن هذا الحجز عبر واتساب على هذا الرقم',
    });
    expect(box).toHaveAccessibleDescription(
      'طلبكم، وقرارنا بشأنه، والتذكيرات قبل زيارتكم. للإيقاف، ردّوا بكلمة STOP.',
    );
    await user.click(box);
    expect(screen.getByLabelText('البريد الإلكتروني (اختياري)')).not.toBeRequired();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });
});
