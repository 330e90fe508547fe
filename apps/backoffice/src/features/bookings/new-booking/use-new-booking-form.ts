/** The "New booking" form's state: its values and errors, what each choice changes, and the send. */
import { useLingui } from '@lingui/react';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { DataError } from '@venue/data/errors';
import type { VenueDaySlot } from '@venue/data/schedule/get-venue-day';
import type { BookingType } from '@venue/domain/booking';
import { isCalendarDate, lastBookableDate, venueToday } from '@venue/domain/clock';
import { countWithin } from '@venue/domain/digits';
import { coveredSlotsFrom, type Schedule, slotGrid } from '@venue/domain/schedule';
import { staffDay } from '@venue/domain/staff-day';
import { maxPeoplePerBooking, venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../../lib/domain-messages.ts';
import { translatedError } from '../../../lib/field-errors.ts';
import { useSchedule } from '../api/use-schedule.ts';
import { useVenueDay } from '../api/use-venue-day.ts';
import { useVrDay, useVrSettings } from '../api/use-vr-day.ts';
import {
  durationOf,
  formFieldOf,
  initialNewBooking,
  lanesOf,
  type NewBookingValues,
  newBookingProblems,
  staffBookingOf,
  startLaneOf,
} from './new-booking-model.ts';
import { useCreateBooking, useOfferedPackages } from './use-new-booking.ts';
import type { OfferedDay } from './when-fields.tsx';

export type NewBookingForm = UseFormReturnType<NewBookingValues>;

/** A field's error in the staff member's language, or nothing. */
export type NewBookingErrorOf = (field: keyof NewBookingValues) => ReactNode;

/**
 * The form on `date` (today's when `date` has passed) at `time` on `lane`: the offered packages, the
 * venue's schedule and the slots the chosen day offers with their free lanes it reads, the type and package choices (each keeps the rest consistent),
 * and `submit`, which checks the rules, creates the booking and calls `onClose`, or keeps a refusal
 * on its field or as the form's `refusal`.
 */
export function useNewBookingForm({
  date,
  time,
  lane,
  onClose,
}: {
  date: string;
  time: string;
  lane: number | undefined;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n);
  const now = new Date();
  const today = venueToday(now, venueTimeZone);
  const packages = useOfferedPackages(true);
  const [refusal, setRefusal] = useState<string | null>(null);

  const form = useForm<NewBookingValues>({
    initialValues:
      date < today
        ? initialNewBooking(today, locale)
        : initialNewBooking(date, locale, { time, lane }),
  });
  const { values } = form;
  const chosenPackage = packages.data?.find((pkg) => pkg.id === values.packageId);
  const isDate = isCalendarDate(values.date);
  const schedule = useSchedule(isDate ? { from: values.date, to: values.date } : null);
  const venueDay = useVenueDay(values.date);
  const isVr = values.type === 'vr';
  const vrSettings = useVrSettings(isVr);
  const vrDay = useVrDay(values.date, isVr);
  const create = useCreateBooking(schedule.data?.laneCount);
  const lanes = lanesOf(values, chosenPackage);
  const startLane = startLaneOf(values.lane, schedule.data?.laneCount, lanes);
  const errorOf: NewBookingErrorOf = (field) => translatedError(i18n, form.errors[field]);

  function chooseType(type: BookingType) {
    // A VR booking starts on the VR grid, the others on the lanes': a time chosen on one is dropped.
    const isGridKept = (type === 'vr') === isVr;
    const maxPeople = type === 'vr' ? (vrSettings.data?.stationCount ?? 1) : maxPeoplePerBooking;
    form.setValues({
      type,
      packageId: '',
      people: type !== 'birthday' && values.people > maxPeople ? 1 : values.people,
      time: isGridKept ? values.time : '',
    });
    form.clearErrors();
  }

  function choosePackage(id: string) {
    const pkg = packages.data?.find((candidate) => candidate.id === id);
    if (!pkg) {
      form.setValues({ packageId: '' });
      return;
    }
    const fits =
      values.time !== '' && runFits(schedule.data, values.date, values.time, pkg.duration);
    // The party's size kept within the package's group size: a fresh form starts at its minimum.
    const people = countWithin(values.people, pkg.min_people, pkg.max_people);
    form.setValues({ packageId: id, people, time: fits ? values.time : '' });
    form.clearFieldError('packageId');
    form.clearFieldError('people');
  }

  function submit() {
    const { form: formProblem, ...problems } = newBookingProblems(
      values,
      chosenPackage,
      new Date(),
      schedule.data,
      vrSettings.data,
    );
    setRefusal(formProblem ?? null);
    form.setErrors(problems);
    if (formProblem || Object.keys(problems).length > 0) return;
    create.mutate(staffBookingOf({ ...values, lane: startLane }, chosenPackage), {
      onSuccess: onClose,
      onError: (error) => {
        const field = error instanceof DataError && error.field ? formFieldOf(error.field) : null;
        if (field) form.setFieldError(field, errorText(i18n, error));
        else setRefusal(errorText(i18n, error));
      },
    });
  }

  return {
    form,
    errorOf,
    /** The first and last day a booking can be made on, on the venue's clock. */
    today,
    lastDate: lastBookableDate(now, venueTimeZone),
    packages: packages.data ?? [],
    chosenPackage,
    /** The minutes the booking lasts, as the slots' free lanes are read for it. */
    duration: durationOf(values, chosenPackage, vrSettings.data),
    /** The VR zone's stations and session length; undefined while they load (or not VR). */
    vrSettings: vrSettings.data,
    /** A VR booking's day: its VR sessions with their stations taken; undefined while they load. */
    vrDay: vrDay.data,
    /** The chosen day's slots or why it is closed; undefined while they load. */
    day: offeredDay(schedule.data, values.date, venueDay.data),
    /** The venue's lanes, for the lane choice; undefined while the schedule loads. */
    laneCount: schedule.data?.laneCount,
    /** The lanes the party takes at its size, and the lane its run starts on ("" the lowest free). */
    lanes,
    startLane,
    refusal,
    isCreating: create.isPending,
    chooseType,
    choosePackage,
    submit,
  };
}

/** Whether a run from `time` stays within the day's hours (unknown until the schedule loads). */
function runFits(schedule: Schedule | undefined, date: string, time: string, duration: number) {
  if (!schedule || !isCalendarDate(date)) return true;
  const grid = slotGrid(schedule, date);
  const covered = coveredSlotsFrom(time, duration, schedule.slotMinutes);
  return covered?.every((slot) => grid.includes(slot)) ?? false;
}

/**
 * What the form offers on `date`: its slots with their free lanes, or "closed" with the closure
 * (a day without hours, closed all day, or whose every slot a closure takes).
 */
function offeredDay(
  schedule: Schedule | undefined,
  date: string,
  slots: readonly VenueDaySlot[] | undefined,
): OfferedDay | undefined {
  if (!schedule || !slots || !isCalendarDate(date)) return undefined;
  const day = staffDay(schedule, date, venueTimeZone);
  if (!day.isOpen) return { isClosed: true, closure: day.closure };
  if (slots.length === 0) {
    const closure = day.slots.find((slot) => slot.closure !== null)?.closure ?? null;
    return { isClosed: true, closure };
  }
  return { isClosed: false, slots, slotMinutes: schedule.slotMinutes };
}
