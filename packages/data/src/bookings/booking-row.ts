import type { Database } from '../database.types.ts';

type BookingTable = Database['public']['Tables']['bookings']['Row'];

/** The columns the back-office shows of a booking. */
export const bookingColumns =
  'id, reference, name, phone, email, people, rounds, date, time, type, bundle_name, bundle_price, duration, customer_notes, notes, status, created_at, contact_attempts, last_contact_attempt, rejection_reason, rejection_reason_key, source, attendance, lane, lanes, lanes_needed, confirmed_at';

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
>;
