import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { RejectionModal } from './rejection-modal.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));

function renderModal() {
  const onReject = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <RejectionModal
      customerName="Lina Saleh"
      isOpen
      isSubmitting={false}
      onClose={onClose}
      onReject={onReject}
    />,
  );
  return { onReject, onClose };
}

afterEach(async () => {
  await activateLocale('en');
});

describe('the rejection modal', () => {
  it('keeps "Reject & Send Email" disabled while the reason is blank or only spaces', async () => {
    const { onReject } = renderModal();
    const submit = await screen.findByRole('button', { name: 'Reject & Send Email' });
    expect(submit).toBeDisabled();

    await userEvent.type(screen.getByRole('textbox', { name: /Reason for rejection/ }), '   ');
    expect(submit).toBeDisabled();
    expect(onReject).not.toHaveBeenCalled();
  });

  it('moves focus into the dialog, labelled with the customer', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Reject booking of Lina Saleh' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Reason for rejection/ })).toHaveFocus();
  });

  it.each([
    ['Time slot unavailable', 'The requested time slot is unavailable.', 'slot_unavailable'],
    ['Full capacity', 'We are at full capacity at the requested time.', 'full_capacity'],
    ['Party size issue', 'We cannot accommodate the party size of this booking.', 'party_size'],
  ])('the quick reason "%s" fills the reason and is sent as its key', async (label, text, key) => {
    const { onReject } = renderModal();
    await userEvent.click(await screen.findByRole('button', { name: label }));
    expect(screen.getByRole('textbox', { name: /Reason for rejection/ })).toHaveValue(text);
    expect(screen.getByText(/writes it in the customer's language/)).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Reject & Send Email' });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(onReject).toHaveBeenCalledWith({ key });
  });

  it('reception working in Arabic sends a quick reason as its key, not the Arabic sentence', async () => {
    await activateLocale('ar');
    const { onReject } = renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'اكتمال العدد' }));
    expect(screen.getByRole('textbox', { name: /سبب الرفض/ })).toHaveValue(
      'العدد لدينا مكتمل في الوقت المطلوب.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'رفض وإرسال البريد' }));
    expect(onReject).toHaveBeenCalledWith({ key: 'full_capacity' });
  });

  it('a quick reason edited afterwards goes as typed, without its key', async () => {
    const { onReject } = renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Full capacity' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /Reason for rejection/ }),
      ' Try Sunday.',
    );
    expect(screen.queryByText(/writes it in the customer's language/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reject & Send Email' }));
    expect(onReject).toHaveBeenCalledWith({
      typed: 'We are at full capacity at the requested time. Try Sunday.',
    });
  });

  it('sends a typed reason trimmed, and Cancel closes without rejecting', async () => {
    const { onReject, onClose } = renderModal();
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Reason for rejection/ }),
      '  Lanes closed for maintenance  ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reject & Send Email' }));
    expect(onReject).toHaveBeenCalledWith({ typed: 'Lanes closed for maintenance' });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
