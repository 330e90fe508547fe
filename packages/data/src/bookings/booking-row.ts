import type { Database } from '../database.types.ts';

type BookingTable = Database['public']['Tables']['bookings']['Row'];

/** The columns the back-office shows of a booking. */
export const bookingColumns =
  'id, reference, name, phone, email, people, rounds, date, time, type, bundle_name, bundle_price, duration, customer_notes, notes, status, created_at, contact_attempts, last_contact_attempt, rejection_reason, rejection_reason_key, source, attendance, lane, lanes, lanes_needed, confirmed_at, vr_sessions, stations_needed, vr_start, stations, age_confirmed_at';

export type BookingRow = Pick<
  BookingTable,
  | 'id'
  | 'reference'
  | 'name'
  | 'phone'
  | 'email'
  | 'people'
  | 'rounds'
  | 'date'
  | 'time'
  | 'type'
  | 'bundle_name'
  | 'bundle_price'
  | 'duration'
  | 'customer_notes'
  | 'notes'
  | 'status'
  | 'created_at'
  | 'contact_attempts'
  | 'last_contact_attempt'
  | 'rejection_reason'
  | 'rejection_reason_key'
  | 'source'
  | 'attendance'
  | 'lane'
  | 'lanes'
  | 'lanes_needed'
  /** When the customer answered a reminder "I'm coming"; null until then, cleared by a move. */
  | 'confirmed_at'
  /** A party's VR sessions (its package's); a VR booking's are its `rounds`. */
  | 'vr_sessions'
  /** The VR stations it holds in each session once approved (one per player; a party's guests). */
  | 'stations_needed'
  /** Its first VR session ("HH:mm") once it holds stations; null before. */
  | 'vr_start'
  /** The VR stations it holds once approved, null before. */
  | 'stations'
  /** When the customer confirmed every VR player is 8 or older; null when not confirmed. */
  | 'age_confirmed_at'
>;
