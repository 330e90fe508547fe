import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import styles from './whatsapp-consent-field.module.css';

type WhatsAppConsentFieldProps = {
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
};

/**
 * The box beside the WhatsApp number, unticked until the visitor ticks it: messages about this
 * booking on WhatsApp (the request, the decision, the reminders), with what they are in a line
 * under it. These words are the consent the database records with its version
 * (`whatsappConsentWording` in @venue/domain/reminders): new words take a new version.
 */
export function WhatsAppConsentField({ isChecked, onChange }: WhatsAppConsentFieldProps) {
  const id = useId();
  const boxId = `${id}-box`;
  const hintId = `${id}-hint`;
  return (
    <div className={styles.consent}>
      <input
        id={boxId}
        type="checkbox"
        className={styles.box}
        checked={isChecked}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={boxId} className={styles.label}>
        <Trans>Send me messages about this booking on WhatsApp at this number</Trans>
      </label>
      <p id={hintId} className={styles.hint}>
        <Trans>
          Your request, the decision and reminders before your visit. Reply STOP to stop.
        </Trans>
      </p>
    </div>
  );
}
