import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { supabase } from '../../lib/supabase.ts';
import { SecondFactorScreen } from './second-factor-screen.tsx';

// Auth answers through supabase-js's MFA API; the data layer above it is the real one.
vi.mock('../../lib/supabase.ts', async () => {
  const { fakeAuthClient } = await import('../../test/auth-client.ts');
  return { supabase: fakeAuthClient() };
});
const mfa = vi.mocked(supabase.auth.mfa);
const qrCode = 'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"></svg>';

function renderScreen(step: 'code' | 'enrolment') {
  const session = { signOut: vi.fn(async () => {}), changeLocale: vi.fn(async () => {}) };
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <SecondFactorScreen step={step} name="Rami Nasser" {...session} />
    </AppProviders>,
  );
  return session;
}

const refusedWith = (code: string) =>
  ({ data: null, error: { code, message: `Auth said ${code}`, status: 422 } }) as never;

beforeEach(() => {
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
      totp: {
        qr_code: qrCode,
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/x',
      },
    },
    error: null,
  } as never);
  mfa.challengeAndVerify.mockResolvedValue({ data: {}, error: null } as never);
});

describe('the code at sign-in', () => {
  beforeEach(() => activateLocale('en'));

  it('checks six digits before asking Auth, and sends Arabic-Indic digits as ASCII', async () => {
    const user = userEvent.setup();
    renderScreen('code');
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    const field = screen.getByLabelText('Code from your authenticator app');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(field, '١٢٣');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6 digits your app shows.')).toBeInTheDocument();
    expect(mfa.challengeAndVerify).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '٤٨٢ ٠١٧');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'factor-1', code: '482017' }),
    );
  });

  it("a wrong code's refusal shows under the field by its code, and the field is emptied", async () => {
    const user = userEvent.setup();
    mfa.challengeAndVerify.mockResolvedValue(refusedWith('mfa_verification_failed'));
    renderScreen('code');
    const field = screen.getByLabelText('Code from your authenticator app');
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('That code is not right. Enter the code your app shows now.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(screen.queryByText(/Auth said/)).toBeNull();
  });

  it('signs out from the screen', async () => {
    const user = userEvent.setup();
    const session = renderScreen('code');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(session.signOut).toHaveBeenCalled();
  });
});

describe('the set-up the venue requires', () => {
  it('shows the QR code and the key, and confirms the new factor with its code', async () => {
    await activateLocale('en');
    const user = userEvent.setup();
    mfa.listFactors.mockResolvedValue({
      data: {
        all: [{ id: 'factor-old', status: 'unverified' }],
        totp: [],
        phone: [],
        webauthn: [],
      },
      error: null,
    } as never);
    mfa.unenroll.mockResolvedValue({ data: { id: 'factor-old' }, error: null } as never);
    renderScreen('enrolment');
    expect(screen.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    const image = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(image).toHaveAttribute('src', qrCode);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    // A set-up left unconfirmed earlier is dropped first, once.
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'factor-old' });
    expect(mfa.enroll).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Code from your authenticator app'), '482017');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await waitFor(() =>
      expect(mfa.challengeAndVerify).toHaveBeenCalledWith({
        factorId: 'factor-new',
        code: '482017',
      }),
    );
  });

  it('reads right to left in Arabic, the refusal in Arabic too', async () => {
    await activateLocale('ar');
    const user = userEvent.setup();
    mfa.challengeAndVerify.mockResolvedValue(refusedWith('mfa_challenge_expired'));
    renderScreen('code');
    expect(screen.getByRole('heading', { name: 'تسجيل الدخول بخطوتين' })).toBeInTheDocument();
    const field = screen.getByLabelText('الرمز من تطبيق المصادقة');
    // Mantine puts `dir` on the box around the input: digits read left to right.
    expect(field.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'تحقّق' }));
    expect(
      await screen.findByText('انتهت صلاحية هذا الرمز. أدخل الرمز الذي يعرضه تطبيقك الآن.'),
    ).toBeInTheDocument();
    await activateLocale('en');
  });
});
