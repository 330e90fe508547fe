import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

/** Every value the hook gave, in order. */
const seen: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'live' : 'waiting'}</p>;
}

afterEach(() => {
  seen.length = 0;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('useHydrated', () => {
  it('is false in the prerendered HTML and while it hydrates, then true, with no mismatch', async () => {
    const error = vi.spyOn(console, 'error');
    const container = document.body.appendChild(document.createElement('div'));
    container.dataset.prerenderedRoute = 'home';
    container.innerHTML = renderToString(<Probe />);
    expect(container).toHaveTextContent('waiting');
    const html = container.querySelector('p');

    await act(async () => {
      hydrateRoot(container, <Probe />);
    });

    expect(seen).toEqual([false, false, true]);
    expect(container.querySelector('p')).toBe(html);
    expect(container).toHaveTextContent('live');
    expect(error).not.toHaveBeenCalled();
  });

  it('is true from the first render where nothing was prerendered', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      createRoot(container).render(<Probe />);
    });
    expect(seen).toEqual([true]);
  });
});
