import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DataError } from '@venue/data/errors';

/** Why a code or a second-factor change was refused, from the refusal's code (never its text). */
export function secondFactorRefusal(i18n: I18n, error: unknown): string {
  const code = error instanceof DataError ? error.code : null;
  switch (code) {
    case 'mfa_verification_failed':
      return i18n._(msg`That code is not right. Enter the code your app shows now.`);
    case 'mfa_challenge_expired':
      return i18n._(msg`That code has expired. Enter the code your app shows now.`);
    case 'over_request_rate_limit':
      return i18n._(msg`Too many tries. Wait a minute, then try again.`);
    case 'VN031':
      return i18n._(msg`Set up your own two-step sign-in before requiring it of all staff.`);
    case '42501':
      return i18n._(msg`Only the manager can change how staff sign in.`);
    default:
      return i18n._(msg`Two-step sign-in could not be changed. Please try again.`);
  }
}

/** Six digits once Arabic-Indic and Persian digits, spaces and dashes are read. */
export const codePattern = /^\d{6}$/;
