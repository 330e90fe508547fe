import { describe, expect, it } from 'vitest';
import { readAuthSettings, readConfig, requiredCharacters } from './supabase-config.ts';

describe("config.toml's password settings, as GoTrue gets them", () => {
  it('the local auth refuses passwords under 10 characters and asks for no character classes', () => {
    expect(readAuthSettings().passwordRule).toEqual({ minimumLength: 10, requiredCharacters: [] });
  });

  it('each password_requirements value gives the character sets the CLI gives GoTrue', () => {
    expect(requiredCharacters('letters_digits')).toEqual([
      'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
      '0123456789',
    ]);
    expect(requiredCharacters('lower_upper_letters_digits')).toHaveLength(3);
    expect(requiredCharacters('lower_upper_letters_digits_symbols')).toHaveLength(4);
  });

  it('a value the CLI does not know is refused, as `supabase start` refuses it', () => {
    expect(() => requiredCharacters('digits')).toThrow(
      'Invalid config for auth.password_requirements',
    );
  });
});

describe("config.toml's second factors, as `config push` would send them", () => {
  it('keeps TOTP enrolment and verification on, as hosted projects have them by default', () => {
    const totp = readConfig().auth?.mfa?.totp;
    // Written out: the CLI pushes a missing or false value as false, switching TOTP off.
    expect(totp?.enroll_enabled).toBe(true);
    expect(totp?.verify_enabled).toBe(true);
    expect(readAuthSettings().mfa.totp).toEqual({ enrollEnabled: true, verifyEnabled: true });
  });
});
