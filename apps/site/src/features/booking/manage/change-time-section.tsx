/**
 * "Change time" on the customer's manage page: the booking form's calendar and slot grid over the
 * venue's schedule, the booking's own length deciding the slots it covers, and a confirmation that
 * moves the booking (`reschedule_booking_by_token`). A VR booking chooses from the VR grid, its
 * players and sessions deciding the starts it fits (the database moves it on the VR grid too; an
 * approved one keeps its own stations where they are free). Shown while the booking can still be
 * cancelled online: the same cut-off holds.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ManagedBooking } from '@venue/data/bookings/manage-booking';
import { lastBookableDate, venueToday } from '@venue/domain/clock';
import { formatBookingWhen } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { vrCoveredSessions, withOwnStationsFree } from '@venue/domain/vr';
import { useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast.ts';
import { errorText } from '../../../lib/domain-messages.ts';
import { localeOf } from '../../../lib/use-locale.ts';
import { useVenueNow } from '../../../lib/use-venue-now.ts';
import { useSchedule } from '../api/use-schedule.ts';
import { useVenueDay } from '../api/use-venue-day.ts';
import { useVrDay } from '../api/use-vr-day.ts';
import calendarStyles from '../calendar.module.css';
import { MonthCalendar } from '../components/month-calendar.tsx';
import { SlotGrid } from '../components/slot-grid.tsx';
import { VrSlotGrid } from '../components/vr-slot-grid.tsx';
import styles from './manage-booking.module.css';
import { useRescheduleBooking } from './use-reschedule-booking.ts';

type ChangeTimeSectionProps = { booking: ManagedBooking; token: string };

export function ChangeTimeSection({ booking, token }: ChangeTimeSectionProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const isReturningFocus = useRef(false);

  function close(moved: string | null) {
    setIsOpen(false);
    setMovedTo(moved);
    isReturningFocus.current = true;
  }

  // The panel goes; focus returns to the button that opened it, once that is back on the page.
  useEffect(() => {
    if (isOpen || !isReturningFocus.current) return;
    isReturningFocus.current = false;
    openerRef.current?.focus();
  }, [isOpen]);

  return (
    <div className={styles.change}>
      <p>
        <Trans>Need another day or time? Choose a new one while you can still cancel online.</Trans>
      </p>
      <p className={styles.changeDone} role="status">
        {movedTo && <Trans>Your booking is now on {movedTo}.</Trans>}
      </p>
      {!isOpen && (
        <button
          ref={openerRef}
          type="button"
          className="button button-ghost"
          onClick={() => {
            setMovedTo(null);
            setIsOpen(true);
          }}
        >
          <Trans>Change time</Trans>
        </button>
      )}
      {isOpen && <ChangeTimePanel booking={booking} token={token} onClose={close} />}
    </div>
  );
}

type ChangeTimePanelProps = ChangeTimeSectionProps & {
  /** `moved` is the new day and time as the page words them, or null when nothing changed. */
  onClose: (moved: string | null) => void;
};

function ChangeTimePanel({ booking, token, onClose }: ChangeTimePanelProps) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const now = useVenueNow();
  const today = venueToday(now, venueTimeZone);
  const lastDate = lastBookableDate(now, venueTimeZone);
  const schedule = useSchedule(today, lastDate);
  const [date, setDate] = useState(booking.date >= today ? booking.date : today);
  const [time, setTime] = useState<string | null>(null);
  const isVr = booking.type === 'vr';
  const day = useVenueDay(isVr ? null : date);
  const vrDay = useVrDay(date, isVr);
  // A VR booking's length is its sessions × the session length it was booked with.
  const sessionMinutes = booking.duration / Math.max(booking.rounds, 1);
  // An approved one keeps its stations where it plays now: there, they count free for it.
  const vrOccupancy =
    vrDay.data && booking.status === 'approved' && date === booking.date
      ? withOwnStationsFree(vrDay.data, {
          sessions: vrCoveredSessions(booking.time, booking.rounds, sessionMinutes) ?? [],
          stations: booking.people,
        })
      : vrDay.data;
  const move = useRescheduleBooking(token, booking.date);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const isSameTime = date === booking.date && time === booking.time;
  const locale = localeOf(i18n);
  const current = formatBookingWhen(booking.date, booking.time, venueTimeZone, locale);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function chooseTime(chosen: string) {
    setTime(chosen);
    move.reset();
  }

  function confirm() {
    if (time === null || isSameTime) return;
    move.mutate(
      { date, time },
      {
        onSuccess: (moved) => {
          const when = formatBookingWhen(moved.date, moved.time, venueTimeZone, locale);
          showToast(t`Your booking has moved to ${when}.`, 'success');
          onClose(when);
        },
      },
    );
  }

  return (
    <section className={styles.changePanel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.subtitle}>
        <Trans>Choose a new day and time</Trans>
      </h2>
      <p className={styles.changeCurrent}>
        <Trans>Now booked for {current}.</Trans>
      </p>
      {schedule.data ? (
        <>
          <MonthCalendar
            today={today}
            lastDate={lastDate}
            schedule={schedule.data}
            selectedDate={date}
            onSelect={(chosen) => {
              setDate(chosen);
              setTime(null);
              move.reset();
            }}
          />
          {isVr ? (
            <VrSlotGrid
              date={date}
              now={now}
              players={booking.people}
              sessions={booking.rounds}
              sessionMinutes={sessionMinutes}
              schedule={schedule.data}
              occupancy={vrOccupancy}
              isLoading={vrDay.isPending}
              selectedTime={time}
              onSelect={chooseTime}
            />
          ) : (
            <SlotGrid
              date={date}
              now={now}
              duration={booking.duration}
              lanesNeeded={booking.lanesNeeded}
              schedule={schedule.data}
              free={day.data}
              isLoading={day.isPending}
              selectedTime={time}
              onSelect={chooseTime}
            />
          )}
        </>
      ) : (
        <p className={calendarStyles.calendarPending} role={schedule.isError ? 'alert' : 'status'}>
          {schedule.isError ? (
            <Trans>The calendar could not be loaded. Please refresh the page, or call us.</Trans>
          ) : (
            <Trans>Loading the calendar...</Trans>
          )}
        </p>
      )}
      {isSameTime && (
        <p className={styles.changeNote}>
          <Trans>This is the time you have now. Choose another day or time.</Trans>
        </p>
      )}
      {move.isError && (
        <p className={styles.problem} role="alert">
          {errorText(i18n, move.error)}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-primary"
          onClick={confirm}
          disabled={time === null || isSameTime || move.isPending}
        >
          {move.isPending ? t`Moving your booking...` : t`Confirm new time`}
        </button>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => onClose(null)}
          disabled={move.isPending}
        >
          <Trans>Keep current time</Trans>
        </button>
      </div>
    </section>
  );
}
