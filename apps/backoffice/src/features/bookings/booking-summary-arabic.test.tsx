import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { bookingRow } from '../../test/booking-row.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { BookingSummary } from './booking-summary.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));

beforeEach(async () => {
  await activateLocale('ar');
});

function renderBirthday(people: number) {
  const birthday = bookingRow({
    type: 'birthday',
    people,
    bundle_name: 'Blaze',
    bundle_price: 70,
    duration: 90,
    status: 'pending',
  });
  renderWithProviders(
    <BookingSummary booking={birthday} headingId="heading" approved={0} laneCount={6} />,
  );
}

describe('the reference on the Arabic desk', () => {
  it('reads left to right after its Arabic label', () => {
    renderWithProviders(
      <BookingSummary booking={bookingRow()} headingId="heading" approved={0} laneCount={6} />,
    );
    const reference = screen.getByText('SZ-7K4Q');
    expect(reference).toHaveAttribute('dir', 'ltr');
    expect(reference.parentElement).toHaveTextContent('رقم الحجز: SZ-7K4Q');
  });
});

describe('"Coming" on the Arabic desk', () => {
  it('says the customer answered the reminder, in Arabic, on an approved booking', () => {
    renderWithProviders(
      <BookingSummary
        booking={bookingRow({ confirmed_at: '2046-05-09T16:00:00+00:00' })}
        headingId="heading"
        approved={1}
        laneCount={6}
      />,
    );
    expect(screen.getByTitle('ردّ على التذكير: سأحضر')).toHaveTextContent('سيحضر ✓');
    expect(screen.queryByText(/Coming/)).toBeNull();
  });
});

describe("a birthday's estimate on the Arabic desk", () => {
  // Testing Library reads the prices' no-break spaces as plain spaces.
  it('adds up in Arabic, with the Arabic plural of guests and the prices isolated left to right', () => {
    renderBirthday(18);
    expect(
      screen.getByText('المجموع التقديري: \u20661,260 ₪\u2069 (18 ضيفًا × \u206670 ₪\u2069)'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/guests|ILS/)).toBeNull();
  });

  it('takes the plural form of the number of guests', () => {
    renderBirthday(5);
    expect(screen.getByText(/\(5 ضيوف × \u206670 ₪\u2069\)$/)).toBeInTheDocument();
  });
});

describe("an approved booking's lane on the Arabic desk", () => {
  it("says which lane it holds in Arabic, beside the slot's lanes", () => {
    renderWithProviders(
      <BookingSummary
        booking={bookingRow({ status: 'approved', lane: 3 })}
        headingId="heading"
        approved={5}
        laneCount={6}
      />,
    );
    expect(screen.getByText('المسار: 3')).toBeInTheDocument();
    expect(screen.getByText('المسارات: \u20665/6\u2069')).toBeInTheDocument();
    expect(screen.queryByText(/Lane/)).toBeNull();
  });
});

describe('the lanes of a group on the Arabic desk', () => {
  it('says the lanes a group holds and those a pending one needs, in Arabic plural forms', () => {
    const held = bookingRow({ people: 12, lanes: [2, 3] });
    const { unmount } = renderWithProviders(
      <BookingSummary booking={held} headingId="heading" approved={2} laneCount={6} />,
    );
    expect(screen.getByText('المساران: 2 و3')).toBeInTheDocument();
    unmount();
    const three = bookingRow({ type: 'birthday', people: 30, lanes: [1, 2, 3] });
    const party3 = renderWithProviders(
      <BookingSummary booking={three} headingId="heading" approved={3} laneCount={6} />,
    );
    expect(screen.getByText('المسارات: من 1 إلى 3')).toBeInTheDocument();
    party3.unmount();
    const party = bookingRow({ type: 'birthday', people: 30, status: 'pending', lanes_needed: 4 });
    renderWithProviders(
      <BookingSummary booking={party} headingId="heading" approved={0} laneCount={6} />,
    );
    expect(screen.getByText('يحتاج إلى 4 مسارات')).toBeInTheDocument();
  });
});
