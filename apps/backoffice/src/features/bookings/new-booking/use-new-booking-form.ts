/** The "New booking" form's state: its values and errors, what each choice changes, and the send. */
import { useLingui } from '@lingui/react';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { DataError } from '@venue/data/errors';
import type { BookingType } from '@venue/domain/booking';
import { lastBookableDate, venueToday } from '@venue/domain/clock';
import { countWithin } from '@venue/domain/digits';
import { coveredSlots } from '@venue/domain/slots';
import { maxPeoplePerBooking, venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../../lib/domain-messages.ts';
import { translatedError } from '../../../lib/field-errors.ts';
import {
  durationOf,
  formFieldOf,
  initialNewBooking,
  type NewBookingValues,
  newBookingProblems,
  staffBookingOf,
} from './new-booking-model.ts';
import { useCreateBooking, useDayOccupancy, useOfferedPackages } from './use-new-booking.ts';

export type NewBookingForm = UseFormReturnType<NewBookingValues>;

/** A field's error in the staff member's language, or nothing. */
export type NewBookingErrorOf = (field: keyof NewBookingValues) => ReactNode;

/**
 * The form on `date` (today's when `date` has passed) at `time` on `lane`: the offered packages and the
 * chosen day's occupancy it reads, the type and package choices (each keeps the rest consistent),
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
  const create = useCreateBooking();

  const form = useForm<NewBookingValues>({
    initialValues:
      date < today
        ? initialNewBooking(today, locale)
        : initialNewBooking(date, locale, { time, lane }),
  });
  const { values } = form;
  const chosenPackage = packages.data?.find((pkg) => pkg.id === values.packageId);
  const occupancy = useDayOccupancy(values.date, true);
  const errorOf: NewBookingErrorOf = (field) => translatedError(i18n, form.errors[field]);

  function chooseType(type: BookingType) {
    form.setValues({
      type,
      packageId: '',
      people: type === 'regular' && values.people > maxPeoplePerBooking ? 1 : values.people,
    });
    form.clearErrors();
  }

  function choosePackage(id: string) {
    const pkg = packages.data?.find((candidate) => candidate.id === id);
    if (!pkg) {
      form.setValues({ packageId: '' });
      return;
    }
    const fits = values.time !== '' && coveredSlots(values.time, pkg.duration).ok;
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
    );
    setRefusal(formProblem ?? null);
    form.setErrors(problems);
    if (formProblem || Object.keys(problems).length > 0) return;
    create.mutate(staffBookingOf(values, chosenPackage), {
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
    /** The minutes the booking lasts, as the slots' occupancy reads it. */
    duration: durationOf(values, chosenPackage),
    occupancy: occupancy.data,
    refusal,
    isCreating: create.isPending,
    chooseType,
    choosePackage,
    submit,
  };
}
