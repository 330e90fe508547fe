import type { BookingType } from '@venue/domain/booking';
import styles from '../booking.module.css';

const labels: Record<BookingType, string> = {
  regular: 'Regular Booking',
  birthday: 'Birthday Package',
};

type BookingTypeToggleProps = {
  value: BookingType;
  onChange: (type: BookingType) => void;
};

export function BookingTypeToggle({ value, onChange }: BookingTypeToggleProps) {
  return (
    <fieldset className={styles.typeToggle}>
      <legend className="sr-only">Booking type</legend>
      {(['regular', 'birthday'] as const).map((type) => (
        <button
          key={type}
          type="button"
          className={styles.typeButton}
          aria-pressed={value === type}
          onClick={() => onChange(type)}
        >
          {labels[type]}
        </button>
      ))}
    </fieldset>
  );
}
