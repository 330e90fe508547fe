import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { supabase } from '../../lib/supabase.ts';
import { expectVisible } from '../../test/visible.ts';
import { SecondFactorSection } from './second-factor-section.tsx';

// Auth and the database answer through supabase-js; the data layer above them is the real one.
vi.mock('../../lib/supabase.ts', async () => {
  const { fakeAuthClient } = await import('../../test/auth-client.ts');
  return { supabase: fakeAuthClient() };
});
const mfa = vi.mocked(supabase.auth.mfa);
const rpc = vi.mocked(supabase.rpc);

function renderSection(
  role: 'jana' | 'reception',
  { hasSecondFactor = false, secondFactorRequired = false } = {},
) {
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <SecondFactorSection
        hasSecondFactor={hasSecondFactor}
        secondFactorRequired={secondFactorRequired}
        isManager={role === 'jana'}
      />
    </AppProviders>,
  );
  return screen.getByRole('region', { name: /two-step sign-in|تسجيل الدخول بخطوتين/i });
}

beforeEach(async () => {
  vi.resetAllMocks();
  await activateLocale('en');
  mfa.listFactors.mockResolvedValue({
    data: { all: [], totp: [{ id: 'factor-1', status: 'verified' }], phone: [], webauthn: [] },
    error: null,
  } as never);
  mfa.enroll.mockResolvedValue({
    data: {
      id: 'factor-new',
      type: 'totp',
      totp: { qr_code: 'data:image/svg+xml;utf-8,<svg/>', secret: 'ABCDEFGH', uri: 'otpauth://x' },
    },
    error: null,
  } as never);
  mfa.unenroll.mockResolvedValue({ data: { id: 'factor-1' }, error: null } as never);
  vi.mocked(supabase.auth.refreshSession).mockResolvedValue({ data: {}, error: null } as never);
  rpc.mockResolvedValue({ data: true, error: null } as never);
});

describe("Settings' two-step sign-in", () => {
  it('off: sets up an authenticator app from the section', async () => {
    const user = userEvent.setup();
    const section = renderSection('reception');
    expect(within(section).getByText('Off')).toBeInTheDocument();
    // Reception does not choose for everybody.
    expect(within(section).queryByLabelText(/Require two-step sign-in/)).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(
      await within(section).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(mfa.enroll).toHaveBeenCalledWith(expect.objectContaining({ factorType: 'totp' }));
  });

  it('on: turns it off only once confirmed, then refreshes the session', async () => {
    const user = userEvent.setup();
    const section = renderSection('reception', { hasSecondFactor: true });
    expect(within(section).getByText('On')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Turn off two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in?' });
    await expectVisible(within(dialog).getByText('You will sign in with your password only.'));
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'factor-1' }));
    expect(supabase.auth.refreshSession).toHaveBeenCalled();
  });

  it("the manager requires it of everybody; the database's VN031 refusal is told in their words", async () => {
    const user = userEvent.setup();
    rpc.mockResolvedValue({
      data: null,
      error: { code: 'VN031', message: 'raw database words', details: null },
    } as never);
    const section = renderSection('jana');
    const toggle = within(section).getByLabelText(
      /^Require two-step sign-in for every staff member/,
    );
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(rpc).toHaveBeenCalledWith('set_second_factor_required', { required: true });
    expect(
      await screen.findByText('Set up your own two-step sign-in before requiring it of all staff.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('raw database words')).toBeNull();
  });

  it('in Arabic', async () => {
    await activateLocale('ar');
    const section = renderSection('jana', { hasSecondFactor: true, secondFactorRequired: true });
    expect(within(section).getByText('مفعّل')).toBeInTheDocument();
    expect(within(section).getByLabelText(/^فرض تسجيل الدخول بخطوتين على كل موظف/)).toBeChecked();
    await activateLocale('en');
  });
});
