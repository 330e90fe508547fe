import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { domAnimation, LazyMotion } from 'framer-motion';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ConfirmOptions } from './confirm-context.ts';
import { ConfirmProvider } from './confirm-provider.tsx';
import { useConfirm } from './use-confirm.ts';

function Asker({ options }: { options?: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(String(await confirm(options)))}>
        ask
      </button>
      <output>{answer}</output>
    </>
  );
}

function renderAsker(options?: ConfirmOptions) {
  render(
    <LazyMotion features={domAnimation}>
      <div id="root">
        <ConfirmProvider>
          <Asker options={options} />
        </ConfirmProvider>
      </div>
    </LazyMotion>,
  );
}

describe('the confirmation dialog', () => {
  it('shows the spec defaults and resolves true on Confirm', async () => {
    renderAsker();
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Action' });
    expect(dialog).toHaveTextContent('Are you sure?');
    expect(dialog.querySelector('[data-type="warning"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
  });

  it('resolves false on Cancel', async () => {
    renderAsker({
      title: 'Time Slot at Capacity',
      confirmText: 'Continue Booking',
      cancelText: 'Choose Different Time',
    });
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    await screen.findByRole('dialog', { name: 'Time Slot at Capacity' });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Different Time' }));
    expect(await screen.findByText('false')).toBeInTheDocument();
  });

  it('resolves false on a click outside and on Escape', async () => {
    renderAsker({ type: 'danger' });
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(await screen.findByText('false')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('false')).toBeInTheDocument();
  });
});
