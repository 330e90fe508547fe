import { screen } from '@testing-library/react';
import type { BookingEvent } from '@venue/data/bookings/list-booking-events';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { BookingEventWhat } from './booking-event-line.tsx';

// A VR booking's and a party's approval in the history name the VR stations they hold (issue 32).

function approved(after: Record<string, unknown>): BookingEvent {
  return {
    id: 1,
    booking_id: 'booking-1',
    at: '2046-05-01T12:05:00+00:00',
    actor_id: null,
    actor_name: 'Rami Nasser',
    kind: 'approved',
    before: { status: 'pending' },
    after: { status: 'approved', ...after },
    detail: null,
  };
}

const vr = approved({ lane: null, lanes: null, stations: [3, 1, 2], vr_start: '18:20' });
const party = approved({ lane: 1, lanes: [1, 2], stations: [1, 2, 3, 4], vr_start: '19:40' });

function whatOf(event: BookingEvent): string {
  const { unmount } = renderWithProviders(
    <p data-testid="what">
      <BookingEventWhat event={event} />
    </p>,
  );
  const text = screen.getByTestId('what').textContent ?? '';
  unmount();
  return text;
}

describe('VR in the history', () => {
  it('a VR approval names its stations; a party its lanes, then its VR stations and start', async () => {
    await activateLocale('en');
    expect(whatOf(vr)).toBe('Approved, VR stations 1–3');
    expect(whatOf(party)).toBe('Approved, lanes 1–2 · VR stations 1–4 from 19:40');
    expect(whatOf(approved({ lane: 3 }))).toBe('Approved, lane 3');
  });

  it('in Arabic', async () => {
    await activateLocale('ar');
    expect(whatOf(vr)).toBe('مقبول، محطات الواقع الافتراضي: من 1 إلى 3');
    expect(whatOf(party)).toBe(
      'مقبول، المسارات: 1 و2 · محطات الواقع الافتراضي: من 1 إلى 4 من الساعة 19:40',
    );
  });
});
