import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { messageText } from './domain-messages.ts';

/**
 * A field's error in the staff member's language: the domain's validation messages are English
 * text (see domain-messages.ts), so they are translated where they show.
 */
export function translatedError(i18n: I18n, error: ReactNode): ReactNode {
  return typeof error === 'string' ? messageText(i18n, error) : error;
}

/** A form input's props with its error in the staff member's language. */
export function withErrorInLanguage<Props extends { error?: ReactNode }>(
  i18n: I18n,
  props: Props,
): Props {
  return typeof props.error === 'string'
    ? { ...props, error: translatedError(i18n, props.error) }
    : props;
}
