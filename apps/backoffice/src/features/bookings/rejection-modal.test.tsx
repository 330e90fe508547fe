import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import { RejectionModal } from './rejection-modal.tsx';

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
    ['Time slot unavailable', 'The requested time slot is unavailable.'],
    ['Full capacity', 'We are at full capacity at the requested time.'],
    ['Party size issue', 'We cannot accommodate the party size of this booking.'],
  ])('the quick reason "%s" fills the reason, which is then sent', async (label, text) => {
    const { onReject } = renderModal();
    await userEvent.click(await screen.findByRole('button', { name: label }));
    expect(screen.getByRole('textbox', { name: /Reason for rejection/ })).toHaveValue(text);

    const submit = screen.getByRole('button', { name: 'Reject & Send Email' });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(onReject).toHaveBeenCalledWith(text);
  });

  it('sends a typed reason trimmed, and Cancel closes without rejecting', async () => {
    const { onReject, onClose } = renderModal();
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Reason for rejection/ }),
      '  Lanes closed for maintenance  ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reject & Send Email' }));
    expect(onReject).toHaveBeenCalledWith('Lanes closed for maintenance');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
