import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styles from '../feedback.module.css';
import { StarIcon, starsLabel } from './star-icon.tsx';

const stars = [1, 2, 3, 4, 5] as const;

type StarRatingInputProps = {
  value: number;
  onChange: (rating: number) => void;
};

/**
 * The rating as a group of five radio buttons, each announced "N out of 5 stars". Pointing at a
 * star previews that rating; arrow keys move between the stars as in any radio group.
 */
export function StarRatingInput({ value, onChange }: StarRatingInputProps) {
  const { i18n } = useLingui();
  const [preview, setPreview] = useState<number | null>(null);
  const name = useId();
  const shown = preview ?? value;

  return (
    <fieldset className={styles.rating}>
      <legend className={styles.label}>
        <Trans>Rating</Trans>
      </legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the hover preview is pointer-only; the radios carry the choice */}
      <div className={styles.stars} onMouseLeave={() => setPreview(null)}>
        {stars.map((star) => (
          <label
            key={star}
            className={`${styles.star} ${star <= shown ? styles.starOn : ''}`}
            onMouseEnter={() => setPreview(star)}
          >
            <input
              className={styles.starInput}
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              aria-label={starsLabel(i18n, star)}
              onChange={() => onChange(star)}
            />
            <StarIcon isFilled={star <= shown} size={32} />
          </label>
        ))}
      </div>
      <span className={styles.ratingText} aria-hidden="true">
        {starsLabel(i18n, shown)}
      </span>
    </fieldset>
  );
}
