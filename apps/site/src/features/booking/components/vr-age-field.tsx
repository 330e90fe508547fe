import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ageLabelText, ageNoteText } from '../vr-texts.ts';
import { FieldError } from './field-error.tsx';
import styles from './vr-details.module.css';
import consentStyles from './whatsapp-consent-field.module.css';

type VrAgeFieldProps = {
  isChecked: boolean;
  error: string | undefined;
  onChange: (isChecked: boolean) => void;
};

/**
 * The minimum age of VR (8), and the box the visitor ticks to confirm every player is old enough:
 * the form sends nothing until it is ticked (`vr.age_unconfirmed`), and the database records it.
 */
export function VrAgeField({ isChecked, error, onChange }: VrAgeFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  const boxId = `${id}-box`;
  const noteId = `${id}-note`;
  return (
    <div className={styles.age}>
      <p id={noteId} className={styles.ageNote}>
        {ageNoteText(i18n)}
      </p>
      <input
        id={boxId}
        type="checkbox"
        data-field="ageConfirmed"
        className={consentStyles.box}
        checked={isChecked}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={noteId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={boxId} className={consentStyles.label}>
        {ageLabelText(i18n)}
      </label>
      <div className={styles.error}>
        <FieldError message={error} />
      </div>
    </div>
  );
}
