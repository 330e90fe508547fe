import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, usePartLoading } from './lazy-part.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function LoadingFlag() {
  return <p>{usePartLoading() ? 'loading' : 'idle'}</p>;
}

describe('lazyPart', () => {
  it('renders a loaded part at once, without suspending (as hydration and the build need)', async () => {
    const part = lazyPart(() => Promise.resolve(() => <h1>Menu</h1>));
    await part.load();

    render(<part.Part />);

    // Synchronously there: no fallback, no retry after a microtask.
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
  });

  it('loads its code once, starts the data request once, and says it is loading meanwhile', async () => {
    const code = deferred<() => React.JSX.Element>();
    const importPart = vi.fn(() => code.promise);
    const onFirstRender = vi.fn();
    const part = lazyPart(importPart, onFirstRender);

    render(
      <>
        <LoadingFlag />
        <Suspense fallback={null}>
          <part.Part />
        </Suspense>
      </>,
    );
    expect(await screen.findByText('loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();

    await act(async () => code.resolve(() => <h1>FAQ</h1>));

    expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
    expect(await screen.findByText('idle')).toBeInTheDocument();
    expect(importPart).toHaveBeenCalledTimes(1);
    expect(onFirstRender).toHaveBeenCalledTimes(1);
  });

  it('does not start the data request for a part loaded before its first render', async () => {
    const onFirstRender = vi.fn();
    const part = lazyPart(() => Promise.resolve(() => <h1>Home</h1>), onFirstRender);
    await part.load();

    render(<part.Part />);

    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(onFirstRender).not.toHaveBeenCalled();
  });

  it('shows the error screen when the code fails to download, and tries again on the next load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const importPart = vi
      .fn<() => Promise<() => React.JSX.Element>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(() => <h1>Offers</h1>);
    const part = lazyPart(importPart);

    render(
      <RouteErrorBoundary resetKey="/offers">
        <part.Part />
      </RouteErrorBoundary>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch dynamically imported module',
    );
    await expect(part.load()).resolves.toBeTypeOf('function');
    expect(importPart).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
