import { type MutationMeta, MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../components/notify.ts';
import { prefixed } from './errors.ts';
import { createQueryClient } from './query-client.ts';

vi.mock('../components/notify.ts', () => ({ notifyError: vi.fn() }));

const refused = new Error('permission denied for table offers');

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.mocked(notifyError).mockReset();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
});

function failingMutation(meta?: MutationMeta) {
  const client = createQueryClient({ retry: false });
  const observer = new MutationObserver(client, {
    mutationFn: () => Promise.reject(refused),
    ...(meta ? { meta } : {}),
  });
  return observer.mutate().catch(() => undefined);
}

describe('the query client: one policy for failures', () => {
  it('toasts a failed change with its reason when the mutation names no words', async () => {
    await failingMutation();
    // The refusal texts load with the first failure: the toast follows them.
    await vi.waitFor(() =>
      expect(notifyError).toHaveBeenCalledExactlyOnceWith(
        'Something went wrong. Please try again.',
      ),
    );
  });

  it("toasts a failed change in the mutation's words: the prefix, then the reason", async () => {
    await failingMutation({ errorToast: prefixed('Error adding offer') });
    await vi.waitFor(() =>
      expect(notifyError).toHaveBeenCalledExactlyOnceWith(
        'Error adding offer: Something went wrong. Please try again.',
      ),
    );
  });

  it('stays quiet when the screen shows the failure itself', async () => {
    await failingMutation({ showsOwnError: true });
    // A failure that does toast, after it: once its toast is shown, the quiet one's would be too.
    await failingMutation();
    await vi.waitFor(() =>
      expect(notifyError).toHaveBeenCalledExactlyOnceWith(
        'Something went wrong. Please try again.',
      ),
    );
  });

  it('logs every failed load, and toasts only a load that asks for it', async () => {
    const client = createQueryClient({ retry: false });
    await client
      .fetchQuery({ queryKey: ['offers'], queryFn: () => Promise.reject(refused) })
      .catch(() => undefined);
    expect(consoleError).toHaveBeenCalledWith('Loading failed', ['offers'], refused);
    expect(notifyError).not.toHaveBeenCalled();

    await client
      .fetchQuery({
        queryKey: ['staff'],
        queryFn: () => Promise.reject(refused),
        meta: { errorToast: prefixed('Error fetching users') },
      })
      .catch(() => undefined);
    expect(consoleError).toHaveBeenCalledWith('Loading failed', ['staff'], refused);
    await vi.waitFor(() =>
      expect(notifyError).toHaveBeenCalledExactlyOnceWith(
        'Error fetching users: Something went wrong. Please try again.',
      ),
    );
  });

  it('still toasts a failed change when the refusal texts cannot be loaded', async () => {
    vi.doMock('./domain-messages.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      await failingMutation();
      await vi.waitFor(() =>
        expect(notifyError).toHaveBeenCalledExactlyOnceWith(
          'Something went wrong. Please try again.',
        ),
      );
    } finally {
      vi.doUnmock('./domain-messages.ts');
    }
  });
});
