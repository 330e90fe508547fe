import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollOnNavigate } from './scroll-on-navigate.ts';

let navigate: NavigateFunction;

function Layout() {
  useScrollOnNavigate();
  navigate = useNavigate();
  return <p id="prices">Prices</p>;
}

/** Scrolls the window as a visitor does: the position, then the event. */
function scrollBy(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Element.prototype.scrollIntoView = vi.fn();
  scrollBy(0);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Layout />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('scrolling between pages', () => {
  it('leaves the first page where the browser put it', () => {
    renderAt('/menu');

    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('starts a new page at its top, and at the part its address names', async () => {
    renderAt('/');
    scrollBy(900);

    await act(async () => navigate('/faq'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(async () => navigate('/booking#prices'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('returns to where the visitor was on going back and forward', async () => {
    renderAt('/');
    scrollBy(900);
    await act(async () => navigate('/faq'));
    scrollBy(300);

    await act(async () => navigate(-1));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 900);

    await act(async () => navigate(1));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 300);
  });
});
