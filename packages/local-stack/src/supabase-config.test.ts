import { describe, expect, it } from 'vitest';
import { readAuthSettings, requiredCharacters } from './supabase-config.ts';

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
