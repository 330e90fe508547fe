import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { localeInfo } from '@venue/i18n/locales';
import { pseudoMessages, pseudoText, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { supabase } from '../../lib/supabase.ts';
import { SecondFactorScreen } from './second-factor-screen.tsx';

// The second factor's screens with a pseudo-locale in place of the English catalogue: every
// message reads accented, so a plain Latin letter on them is a text that did not go through the
// catalogue (or the member's name, or the key Auth made).
vi.mock('../../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
// Auth answers through supabase-js's MFA API; the data layer above it is the real one.
vi.mock('../../lib/supabase.ts', async () => {
  const { fakeAuthClient } = await import('../../test/auth-client.ts');
  return { supabase: fakeAuthClient() };
});
const mfa = vi.mocked(supabase.auth.mfa);
const qrCode = 'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"></svg>';
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const name = 'Rami Nasser';

const refusedWith = (code: string) =>
  ({ data: null, error: { code, message: `Auth said ${code}`, status: 422 } }) as never;

beforeEach(async () => {
  vi.resetAllMocks();
  mfa.listFactors.mockResolvedValue({
    data: { all: [], totp: [{ id: 'factor-1', status: 'verified' }], phone: [], webauthn: [] },
    error: null,
  } as never);
  mfa.enroll.mockResolvedValue({
    data: {
      id: 'factor-new',
      type: 'totp',
      friendly_name: '',
      totp: { qr_code: qrCode, secret, uri: 'otpauth://totp/x' },
    },
    error: null,
  } as never);
  mfa.challengeAndVerify.mockResolvedValue(refusedWith('mfa_verification_failed'));
  await activateLocale('en');
});

/**
 * What the screens show that is not a message: the member's name, the key Auth made (in groups of
 * four, as the screen writes it), and each language named in itself ("English", "العربية").
 */
const values = [name, secret.replace(/(.{4})/g, '$1 ').trim()];
const autonyms: string[] = Object.values(localeInfo).map((info) => info.name);

function notThroughCatalogue(): string[] {
  return textsPastCatalogue(document.body, { values, wholeTexts: autonyms });
}

function renderScreen(step: 'code' | 'enrolment') {
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <SecondFactorScreen
        step={step}
        name={name}
        signOut={async () => {}}
        changeLocale={async () => {}}
      />
    </AppProviders>,
  );
}

const codeField = () => screen.getByLabelText(pseudoText('Code from your authenticator app'));

describe('every word of the second factor goes through its catalogue', () => {
  it("the code at sign-in, its refusal of a short code, and Auth's refusal of a wrong one", async () => {
    const user = userEvent.setup();
    renderScreen('code');
    expect(
      screen.getByRole('heading', { level: 1, name: pseudoText('Two-step sign-in') }),
    ).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);

    await user.type(codeField(), '123');
    await user.click(screen.getByRole('button', { name: pseudoText('Verify') }));
    expect(
      await screen.findByText(pseudoText('Enter the 6 digits your app shows.')),
    ).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);

    await user.clear(codeField());
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: pseudoText('Verify') }));
    expect(
      await screen.findByText(
        pseudoText('That code is not right. Enter the code your app shows now.'),
      ),
    ).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('the set-up the venue requires: its steps, QR code and key', async () => {
    renderScreen('enrolment');
    expect(
      screen.getByRole('heading', { level: 1, name: pseudoText('Set up two-step sign-in') }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: pseudoText('QR code for your authenticator app') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: pseudoText('Copy key') })).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('a set-up Auth refused to start', async () => {
    mfa.listFactors.mockResolvedValue({
      data: { all: [], totp: [], phone: [], webauthn: [] },
      error: null,
    } as never);
    mfa.enroll.mockResolvedValue(refusedWith('over_request_rate_limit'));
    renderScreen('enrolment');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      pseudoText('Too many tries. Wait a minute, then try again.'),
    );
    expect(notThroughCatalogue()).toEqual([]);
  });
});
