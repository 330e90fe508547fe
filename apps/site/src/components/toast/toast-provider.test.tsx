import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './toast-provider.tsx';
import { useToast } from './use-toast.ts';

function Trigger({ message, type }: { message: string; type?: string }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(message, type)}>
      show
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('announces a success politely and an error at once, each with its own icon', async () => {
    render(
      <ToastProvider>
        <Trigger message="Thank you for your feedback!" type="success" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    const status = screen.getByRole('status');
    expect(within(status).getByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(status.querySelector('[data-icon="success"]')).not.toBeNull();
  });

  it('puts errors in the alert region', async () => {
    render(
      <ToastProvider>
        <Trigger message="Error submitting booking: offline" type="error" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(within(screen.getByRole('alert')).getByText(/offline/)).toBeInTheDocument();
  });

  it('gives an unknown type the generic icon', async () => {
    render(
      <ToastProvider>
        <Trigger message="Odd" type="celebration" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByRole('status').querySelector('[data-icon="generic"]')).not.toBeNull();
  });

  it('closes on its close button', async () => {
    render(
      <ToastProvider>
        <Trigger message="Closable" type="info" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('disappears after 4000 ms, not before', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger message="Brief" type="warning" />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'show' }).click());
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Brief')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Brief')).not.toBeInTheDocument();
  });

  it('fails outside its provider with the spec message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="x" />)).toThrow(
      'useToast must be used within a ToastProvider',
    );
  });
});
