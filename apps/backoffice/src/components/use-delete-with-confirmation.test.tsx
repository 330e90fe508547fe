import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { prefixed } from '../lib/errors.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { useDeleteWithConfirmation } from './use-delete-with-confirmation.ts';

type Thing = { id: string; name: string };

const things: Thing[] = [
  { id: 't1', name: 'Kettle' },
  { id: 't2', name: 'Teapot' },
];

const deleteThing = vi.fn<(id: string) => Promise<{ note: string }>>();
const onDeleted = vi.fn();

function Things() {
  const mutation = useMutation({
    mutationFn: deleteThing,
    meta: { errorToast: prefixed('Error deleting thing') },
  });
  const { remove, isDeleting } = useDeleteWithConfirmation(mutation, {
    variablesOf: (thing: Thing) => thing.id,
    title: 'Delete thing',
    message: (thing) => `Delete the thing "${thing.name}"?`,
    successMessage: 'Thing deleted successfully!',
    onDeleted,
  });
  return (
    <ul>
      {things.map((thing) => (
        <li key={thing.id}>
          <button type="button" onClick={() => remove(thing)}>
            Delete {thing.name}
          </button>
          {isDeleting(thing) && <span>Deleting {thing.name}</span>}
        </li>
      ))}
    </ul>
  );
}

function renderThings() {
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <Things />
    </AppProviders>,
  );
}

beforeEach(() => {
  // Toasts live in one store for the whole file; each test starts without any.
  notifications.clean();
  deleteThing.mockReset().mockResolvedValue({ note: 'gone' });
  onDeleted.mockReset();
});

describe('deleting with confirmation', () => {
  it('asks first, in a dialog naming the item, and deletes nothing on Cancel', async () => {
    const user = userEvent.setup();
    renderThings();
    await user.click(screen.getByRole('button', { name: 'Delete Kettle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete thing' });
    expect(within(dialog).getByText('Delete the thing "Kettle"?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteThing).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes on Delete, says so, then hands over what the deletion returned', async () => {
    const user = userEvent.setup();
    renderThings();
    await user.click(screen.getByRole('button', { name: 'Delete Teapot' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Thing deleted successfully!')).toBeInTheDocument();
    expect(deleteThing).toHaveBeenCalledTimes(1);
    expect(deleteThing.mock.calls[0]?.[0]).toBe('t2');
    expect(onDeleted).toHaveBeenCalledWith(things[1], { note: 'gone' });
  });

  it("says only the mutation's failure toast when the deletion fails", async () => {
    deleteThing.mockRejectedValue(new Error('permission denied for table things'));
    const user = userEvent.setup();
    renderThings();
    await user.click(screen.getByRole('button', { name: 'Delete Kettle' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Error deleting thing: Something went wrong. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Thing deleted successfully!')).not.toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('says each of two overlapping deletions succeeded', async () => {
    const finishers: ((value: { note: string }) => void)[] = [];
    deleteThing.mockImplementation(() => new Promise((resolve) => finishers.push(resolve)));
    const user = userEvent.setup();
    renderThings();
    for (const name of ['Kettle', 'Teapot']) {
      await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    await waitFor(() => expect(finishers).toHaveLength(2));
    for (const finish of finishers) finish({ note: 'gone' });
    await waitFor(() => expect(screen.getAllByText('Thing deleted successfully!')).toHaveLength(2));
    expect(onDeleted).toHaveBeenCalledTimes(2);
  });

  it('marks only the row being deleted while the deletion runs', async () => {
    let finish: (value: { note: string }) => void = () => {};
    deleteThing.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderThings();
    await user.click(screen.getByRole('button', { name: 'Delete Kettle' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Deleting Kettle')).toBeInTheDocument();
    expect(screen.queryByText('Deleting Teapot')).not.toBeInTheDocument();
    finish({ note: 'gone' });
    await waitFor(() => expect(screen.queryByText('Deleting Kettle')).not.toBeInTheDocument());
  });
});
