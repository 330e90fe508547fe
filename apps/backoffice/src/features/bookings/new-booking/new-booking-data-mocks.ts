// The data modules the new-booking modal calls, mocked: its test files import this first, for its
// side effect, so the mocks are in place before the modal's modules load. Each file sets the
// answers it needs on `newBookingData`.
import { vi } from 'vitest';

export const newBookingData = {
  createStaffBooking: vi.fn(),
  sendBookingEmail: vi.fn(),
  getSchedule: vi.fn(),
  getVenueDay: vi.fn(),
  listBirthdayPackages: vi.fn(),
};

vi.mock('../../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/create-staff-booking', () => ({
  createStaffBooking: newBookingData.createStaffBooking,
}));
vi.mock('@venue/data/bookings/send-booking-email', () => ({
  sendBookingEmail: newBookingData.sendBookingEmail,
}));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: newBookingData.getSchedule }));
vi.mock('@venue/data/schedule/get-venue-day', () => ({ getVenueDay: newBookingData.getVenueDay }));
vi.mock('@venue/data/birthday-packages/list-birthday-packages', () => ({
  listBirthdayPackages: newBookingData.listBirthdayPackages,
}));
