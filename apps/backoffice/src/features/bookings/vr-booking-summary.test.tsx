import { screen } from '@testing-library/react';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { bookingRow, vrBookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { BookingSummary } from './booking-summary.tsx';

// A VR booking and a party's VR on the desk's card (issue 32), in English and Arabic.

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));

const pendingVr = vrBookingRow();
const approvedVr = bookingRow({
  ...pendingVr,
  status: 'approved',
  lane: null,
  lanes: null,
  stations: [1, 2, 3],
  vr_start: '18:00',
  age_confirmed_at: '2046-05-01T10:00:00+00:00',
});
const party = bookingRow({
  type: 'birthday',
  people: 12,
  rounds: 1,
  bundle_name: 'Blaze',
  bundle_price: 70,
  duration: 90,
  time: '18:00',
  status: 'pending',
  vr_sessions: 1,
  stations_needed: 4,
});
const approvedParty = bookingRow({
  ...party,
  status: 'approved',
  lanes: [1, 2],
  stations: [1, 2, 3, 4],
  vr_start: '19:40',
});

function renderSummary(booking: BookingRow) {
  return renderWithProviders(
    <BookingSummary booking={booking} headingId="heading" approved={6} laneCount={6} />,
  );
}

describe('a VR booking on the desk', () => {
  it('pending: a VR badge, its players, sessions and price, the stations it needs, and an unconfirmed age', () => {
    const { container } = renderSummary(pendingVr);
    expect(screen.getByText('VR')).toBeInTheDocument();
    expect(screen.getByText('Players: 3 · VR sessions: 2')).toBeInTheDocument();
    expect(
      screen.getByText('Price: 210 ILS (3 players × 2 sessions × 35 ILS)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Needs 3 stations')).toBeInTheDocument();
    expect(screen.getByText('Age not confirmed — check at the zone')).toBeInTheDocument();
    // No lane: neither the lanes taken in its slot, nor FULL, nor people and rounds.
    expect(container.textContent).not.toMatch(/Lane|FULL|People|Rounds/);
  });

  it('approved: the stations it holds and the age the customer confirmed', () => {
    renderSummary(approvedVr);
    expect(screen.getByText('Stations: 1–3')).toBeInTheDocument();
    expect(screen.getByText('Minimum age 8 confirmed')).toBeInTheDocument();
    expect(screen.queryByText(/Needs/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Age not confirmed/)).not.toBeInTheDocument();
  });

  it('one player on one station is worded in the singular', () => {
    renderSummary({ ...approvedVr, people: 1, rounds: 1, stations: [4] });
    expect(screen.getByText('Station: 4')).toBeInTheDocument();
    expect(screen.getByText('Price: 35 ILS (1 player × 1 session × 35 ILS)')).toBeInTheDocument();
  });
});

describe("a party's VR on the desk", () => {
  it('pending: its VR sessions, their time set on approval', () => {
    renderSummary(party);
    expect(screen.getByText('VR: 1 session, time set on approval')).toBeInTheDocument();
    expect(screen.queryByText(/Station/)).not.toBeInTheDocument();
  });

  it('approved: its VR start and the stations it holds, beside its lanes', () => {
    renderSummary(approvedParty);
    expect(screen.getByText('VR: 1 session from 19:40')).toBeInTheDocument();
    expect(screen.getByText('Stations: 1–4')).toBeInTheDocument();
    expect(screen.getByText('Lanes: 1–2')).toBeInTheDocument();
  });

  it('a party without VR says nothing of VR', () => {
    const { container } = renderSummary({ ...party, vr_sessions: 0, stations_needed: 0 });
    expect(container.textContent).not.toMatch(/VR|Station/);
  });
});

describe('VR on the Arabic desk', () => {
  it('a VR request: its badge, players, sessions, price and the age to check, in Arabic', async () => {
    await activateLocale('ar');
    const { container } = renderSummary(pendingVr);
    expect(screen.getByText('واقع افتراضي')).toBeInTheDocument();
    expect(screen.getByText('اللاعبون: 3 · جلسات الواقع الافتراضي: 2')).toBeInTheDocument();
    expect(screen.getByText(/^السعر: /)).toHaveTextContent(
      /^السعر: \u2066210.₪\u2069 \(3 لاعبين × جلستان × \u206635.₪\u2069\)$/,
    );
    expect(screen.getByText('يحتاج 3 محطات')).toBeInTheDocument();
    expect(
      screen.getByText('لم يُؤكَّد العمر — تحقّق منه في منطقة الواقع الافتراضي'),
    ).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/Players|sessions|Price|Needs|Age|VR|Lane/);
  });

  it("an approved VR booking's stations and a party's VR start, in Arabic", async () => {
    await activateLocale('ar');
    const { unmount } = renderSummary(approvedVr);
    expect(screen.getByText('المحطات: من 1 إلى 3')).toBeInTheDocument();
    expect(screen.getByText('تم تأكيد الحد الأدنى للعمر 8 سنوات')).toBeInTheDocument();
    unmount();
    renderSummary(approvedParty);
    expect(screen.getByText('الواقع الافتراضي: جلسة واحدة من الساعة 19:40')).toBeInTheDocument();
  });
});
