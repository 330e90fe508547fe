import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BookingType } from '@venue/domain/booking';
import styles from '../booking.module.css';
import { vrTexts } from '../vr-texts.ts';

/** The types the form offers: bowling, VR (decision 034) and a birthday package. */
const offeredTypes = ['regular', 'vr', 'birthday'] as const satisfies readonly BookingType[];

const labels: Record<(typeof offeredTypes)[number], MessageDescriptor> = {
  regular: msg`Regular Booking`,
  vr: vrTexts.typeLabel,
  birthday: msg`Birthday Package`,
};

type BookingTypeToggleProps = {
  value: BookingType;
  onChange: (type: BookingType) => void;
};

export function BookingTypeToggle({ value, onChange }: BookingTypeToggleProps) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className={styles.typeToggle}>
      <legend className="sr-only">{t`Booking type`}</legend>
      {offeredTypes.map((type) => (
        <button
          key={type}
          type="button"
          className={styles.typeButton}
          aria-pressed={value === type}
          onClick={() => onChange(type)}
        >
          {i18n._(labels[type])}
        </button>
      ))}
    </fieldset>
  );
}
