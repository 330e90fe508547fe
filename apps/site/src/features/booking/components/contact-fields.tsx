import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type Ref, useId } from 'react';
import { messageText } from '../../../lib/domain-messages.ts';
import styles from '../booking.module.css';
import type { BookingFormState, ContactField } from '../booking-form-state.ts';
import type { FormErrors } from '../use-booking-errors.ts';
import { WhatsAppConsentField } from './whatsapp-consent-field.tsx';

type ContactFieldsProps = {
  values: Pick<BookingFormState, ContactField | 'hasWhatsAppConsent'>;
  errors: FormErrors;
  /** The name input, focused again when the form starts over. */
  nameRef: Ref<HTMLInputElement>;
  onEdit: (field: ContactField, value: string) => void;
  onWhatsAppConsent: (hasConsent: boolean) => void;
};

// A name reads in its own direction; an address and a number always left to right, Arabic page or not.
const textFields = [
  { field: 'name', label: msg`Full Name`, type: 'text', autoComplete: 'name', dir: 'auto' },
  { field: 'email', label: msg`Email`, type: 'email', autoComplete: 'email', dir: 'ltr' },
  {
    field: 'phone',
    label: msg`WhatsApp Number`,
    type: 'tel',
    autoComplete: 'tel',
    dir: 'ltr',
    placeholder: '+970XXXXXXXXX',
  },
] as const;

/** With consent to WhatsApp messages, the e-mail is optional and its label says so. */
const optionalEmailLabel = msg`Email (optional)`;

/**
 * Name, e-mail and WhatsApp number, each with its error beside it, the consent to WhatsApp
 * messages under the number, and the hidden bot trap.
 */
export function ContactFields({
  values,
  errors,
  nameRef,
  onEdit,
  onWhatsAppConsent,
}: ContactFieldsProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const isEmailOptional = values.hasWhatsAppConsent;
  return (
    <>
      <div className={styles.contactFields}>
        {textFields.map((options) => {
          const { field } = options;
          const inputId = `${id}-${field}`;
          const errorId = `${inputId}-error`;
          const error = errors[field];
          return (
            <div key={field} className={styles.field}>
              <label htmlFor={inputId} className={styles.fieldLabel}>
                {i18n._(field === 'email' && isEmailOptional ? optionalEmailLabel : options.label)}
              </label>
              <input
                ref={field === 'name' ? nameRef : undefined}
                id={inputId}
                data-field={field}
                className={styles.input}
                type={options.type}
                dir={options.dir}
                autoComplete={options.autoComplete}
                placeholder={'placeholder' in options ? options.placeholder : undefined}
                value={values[field]}
                required={!(field === 'email' && isEmailOptional)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => onEdit(field, event.target.value)}
              />
              {error && (
                <p id={errorId} className={styles.error}>
                  {messageText(i18n, error)}
                </p>
              )}
              {field === 'phone' && (
                <WhatsAppConsentField
                  isChecked={values.hasWhatsAppConsent}
                  onChange={onWhatsAppConsent}
                />
              )}
            </div>
          );
        })}
      </div>

      {/* Left empty by people; bots fill it in. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t`Website`}</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.honeypot}
          onChange={(event) => onEdit('honeypot', event.target.value)}
        />
      </div>
    </>
  );
}
