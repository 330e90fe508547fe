import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyImage, lazyImageVisibility } from './lazy-image.tsx';

/** An IntersectionObserver the test moves by hand. */
function controlledObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
  }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    observers,
    show(isIntersecting: boolean) {
      act(() => {
        for (const { callback } of observers) {
          callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LazyImage', () => {
  it('starts loading only once 10 percent of it is on screen', () => {
    const observer = controlledObserver();
    render(<LazyImage src="https://cdn.example/lanes.jpg" alt="Lanes" />);
    const image = screen.getByRole('img', { name: 'Lanes' });

    expect(lazyImageVisibility).toBe(0.1);
    expect(observer.observers[0]?.options?.threshold).toBe(0.1);
    expect(image).not.toHaveAttribute('src');

    observer.show(false);
    expect(image).not.toHaveAttribute('src');

    observer.show(true);
    expect(image).toHaveAttribute('src', 'https://cdn.example/lanes.jpg');
  });

  it('shows the fallback when its own image fails, and stays there if the fallback fails too', async () => {
    render(<LazyImage src="https://cdn.example/gone.jpg" fallbackSrc="/zone.svg" alt="Zone" />);
    const image = screen.getByRole('img', { name: 'Zone' });
    await waitFor(() => expect(image).toHaveAttribute('src', 'https://cdn.example/gone.jpg'));

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/zone.svg');

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/zone.svg');
  });

  it('shows the fallback when there is no image at all', async () => {
    render(<LazyImage src={null} fallbackSrc="/zone.svg" alt="Zone" />);

    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Zone' })).toHaveAttribute('src', '/zone.svg'),
    );
  });

  it("still calls the caller's own error handler", () => {
    const onError = vi.fn();
    render(<LazyImage src="https://cdn.example/gone.jpg" alt="Zone" onError={onError} />);

    fireEvent.error(screen.getByRole('img', { name: 'Zone' }));

    expect(onError).toHaveBeenCalledOnce();
  });
});
