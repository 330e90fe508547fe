import { screen, within } from '@testing-library/react';
import { getPrices } from '@venue/data/prices/get-prices';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { defaultSchedule } from '@venue/domain/schedule';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BookingInfoPanel } from './booking-info-panel.tsx';

vi.mock('../../../lib/public-client.ts', () => ({ publicClient: {} }));
vi.mock('@venue/data/prices/get-prices', () => ({ getPrices: vi.fn() }));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: vi.fn() }));

beforeEach(() => {
  vi.mocked(getPrices)
    .mockReset()
    .mockResolvedValue({ bowling_game_price: 25, vr_session_price: 35 });
  vi.mocked(getSchedule).mockReset().mockResolvedValue(defaultSchedule);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function panel(name: string) {
  return within(screen.getByRole('complementary', { name }));
}

describe('booking information panel', () => {
  it('tells a regular booking what a game costs per person, in ILS, before the rules', async () => {
    renderWithProviders(<BookingInfoPanel type="regular" />);
    const info = panel('Booking Information');
    const price = await info.findByText('25 ILS per game per person');
    expect(price.closest('li')).toHaveTextContent('Bowling costs 25 ILS per game per person.');
    expect(price.closest('li')).toHaveAttribute('aria-busy', 'false');
    expect(info.getAllByRole('listitem')[0]).toBe(price.closest('li'));
    expect(await info.findByText('Each session lasts 45 minutes.')).toBeInTheDocument();
  });

  it('tells how to cancel: the link until the cut-off, or a call', async () => {
    renderWithProviders(<BookingInfoPanel type="regular" />);
    const info = panel('Booking Information');
    const line = info.getByText(/^To cancel, open the link you get when you book/);
    expect(line).toHaveTextContent(
      'To cancel, open the link you get when you book, up to 2 hours before your session, or call us at +970 2 295 0000.',
    );
    expect(within(line).getByRole('link', { name: '+970 2 295 0000' })).toHaveAttribute(
      'dir',
      'ltr',
    );
  });

  it('tells it in Arabic, the hours as Arabic counts them', async () => {
    await activateLocale('ar');
    try {
      renderWithProviders(<BookingInfoPanel type="regular" />);
      const info = panel('معلومات الحجز');
      expect(info.getByText(/^للإلغاء، افتحوا الرابط/)).toHaveTextContent(
        'للإلغاء، افتحوا الرابط الذي يصلكم عند الحجز، حتى ساعتين قبل موعد جلستكم، أو اتصلوا بنا على +970 2 295 0000.',
      );
    } finally {
      await activateLocale('en');
    }
  });

  it('shows agorot when the price has them', async () => {
    vi.mocked(getPrices).mockResolvedValue({ bowling_game_price: 22.5, vr_session_price: 35 });
    renderWithProviders(<BookingInfoPanel type="regular" />);
    expect(
      await panel('Booking Information').findByText('22.50 ILS per game per person'),
    ).toBeInTheDocument();
  });

  it('holds the price line, busy, while the price list loads', () => {
    vi.mocked(getPrices).mockReturnValue(new Promise(() => {}));
    renderWithProviders(<BookingInfoPanel type="regular" />);
    const line = panel('Booking Information').getByText(/Bowling costs/);
    expect(line).toHaveAttribute('aria-busy', 'true');
    expect(line).toHaveTextContent('Bowling costs ….');
  });

  it('leaves the price out when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getPrices).mockRejectedValue(new Error('network down'));
    renderWithProviders(<BookingInfoPanel type="regular" />);
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByText(/Bowling costs/)).not.toBeInTheDocument();
    expect(screen.getByText('Every booking needs approval from our team.')).toBeInTheDocument();
  });

  it('leaves the price out when the venue has no price list', async () => {
    vi.mocked(getPrices).mockResolvedValue(null);
    renderWithProviders(<BookingInfoPanel type="regular" />);
    expect(screen.getByText(/Bowling costs/)).toHaveAttribute('aria-busy', 'true');
    await vi.waitFor(() => expect(screen.queryByText(/Bowling costs/)).not.toBeInTheDocument());
    expect(getPrices).toHaveBeenCalledTimes(1);
  });

  it('the birthday panel keeps its own words: its packages carry their prices', async () => {
    renderWithProviders(<BookingInfoPanel type="birthday" />);
    const info = panel('Birthday Packages');
    expect(info.getAllByRole('listitem')).toHaveLength(3);
    expect(info.queryByText(/per game/)).not.toBeInTheDocument();
  });
});
