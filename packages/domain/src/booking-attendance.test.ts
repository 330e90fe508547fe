import { describe, expect, it } from 'vitest';
import {
  attendanceNotApprovedMessage,
  attendanceNotStartedMessage,
  checkAttendanceChange,
  isBookingAttendance,
} from './booking-attendance.ts';

const hebron = 'Asia/Hebron';
// 2026-11-21 is winter time in Hebron (UTC+2): 18:00 there is 16:00 UTC.
const approved = { status: 'approved', date: '2026-11-21', time: '18:00' } as const;

describe('arrivals and no-shows', () => {
  it('an approved booking can be marked from the minute its slot starts on the venue clock', () => {
    expect(
      checkAttendanceChange(approved, new Date('2026-11-21T16:00:00Z'), hebron),
    ).toBeUndefined();
    expect(
      checkAttendanceChange(approved, new Date('2026-11-21T20:59:00Z'), hebron),
    ).toBeUndefined();
    expect(
      checkAttendanceChange(approved, new Date('2026-11-25T10:00:00Z'), hebron),
    ).toBeUndefined();
  });

  it('one minute before its slot starts it cannot be marked yet', () => {
    expect(checkAttendanceChange(approved, new Date('2026-11-21T15:59:00Z'), hebron)).toEqual({
      reason: 'not-started',
      message: attendanceNotStartedMessage,
    });
  });

  it('the venue clock decides, not UTC: the 22:30 slot starts at 20:30 UTC in winter', () => {
    const lateSlot = { ...approved, date: '2026-11-20', time: '22:30' } as const;
    // 22:30 in Hebron is 20:30 UTC: at 20:29 UTC it has not started, at 20:30 it has.
    expect(checkAttendanceChange(lateSlot, new Date('2026-11-20T20:29:00Z'), hebron)?.reason).toBe(
      'not-started',
    );
    expect(
      checkAttendanceChange(lateSlot, new Date('2026-11-20T20:30:00Z'), hebron),
    ).toBeUndefined();
  });

  it.each(['pending', 'rejected'] as const)('a %s booking cannot be marked at all', (status) => {
    expect(
      checkAttendanceChange({ ...approved, status }, new Date('2026-11-22T10:00:00Z'), hebron),
    ).toEqual({ reason: 'not-approved', message: attendanceNotApprovedMessage(status) });
  });

  it('the refusals read as the database writes them', () => {
    expect(attendanceNotApprovedMessage('pending')).toBe(
      'Only approved bookings can be marked arrived or no-show. This booking is pending.',
    );
    expect(attendanceNotStartedMessage).toBe(
      'A booking can be marked arrived or no-show once its time has started.',
    );
  });

  it('arrived and no_show are the only attendances', () => {
    expect(isBookingAttendance('arrived')).toBe(true);
    expect(isBookingAttendance('no_show')).toBe(true);
    expect(isBookingAttendance('no-show')).toBe(false);
    expect(isBookingAttendance(null)).toBe(false);
  });
});
