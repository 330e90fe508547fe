import { useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ContentList } from './content-list.tsx';

type Thing = { id: string; name: string };

function Things({ load }: { load: () => Promise<Thing[]> }) {
  const things = useQuery({ queryKey: ['things'], queryFn: load });
  return (
    <ContentList
      query={things}
      label="Things"
      loadingLabel="Loading things"
      errorTitle="Things could not be loaded"
      emptyText="No things yet."
    >
      {(thing) => <li>{thing.name}</li>}
    </ContentList>
  );
}

function renderList(load: () => Promise<Thing[]>) {
  const queryClient = createQueryClient({ retry: false });
  render(
    <AppProviders queryClient={queryClient}>
      <Things load={load} />
    </AppProviders>,
  );
}

describe('a content list', () => {
  it('shows a named loader while the first load runs, and nothing else', () => {
    renderList(() => new Promise<Thing[]>(() => {}));
    expect(screen.getByLabelText('Loading things')).toBeInTheDocument();
    expect(screen.queryByText('No things yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows why the load failed under its title, without a list', async () => {
    renderList(() => Promise.reject(new Error('permission denied for table things')));
    expect(await screen.findByText('Things could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading things')).not.toBeInTheDocument();
    expect(screen.queryByText('No things yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('loads again on Retry, and lists what the second load brought', async () => {
    const load = vi
      .fn<() => Promise<Thing[]>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue([{ id: 't1', name: 'First' }]);
    renderList(load);
    await screen.findByText('Failed to fetch');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Things' });
    expect(within(list).getByText('First')).toBeInTheDocument();
    expect(screen.queryByText('Things could not be loaded')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says so when there is nothing to list', async () => {
    renderList(() => Promise.resolve([]));
    expect(await screen.findByText('No things yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists every row in the order loaded, in a list named by its label', async () => {
    renderList(() =>
      Promise.resolve([
        { id: 't1', name: 'First' },
        { id: 't2', name: 'Second' },
      ]),
    );
    const list = await screen.findByRole('list', { name: 'Things' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['First', 'Second']);
    expect(screen.queryByText('No things yet.')).not.toBeInTheDocument();
  });
});
