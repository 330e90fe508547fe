import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticMediaQueryList } from '../../test/media-query.ts';
import { brownie, espresso, lemonade, nachos } from '../../test/menu-items.ts';
import { MenuCarousel } from './menu-carousel.tsx';
import { phoneQuery } from './menu-page.tsx';

const items = [espresso, lemonade, brownie, nachos, { ...espresso, id: 'espresso-2' }];

function carousel(): ReactElement {
  return (
    <MemoryRouter>
      <I18nProvider i18n={i18n}>
        <MenuCarousel items={items} hiddenOn={phoneQuery} />
      </I18nProvider>
    </MemoryRouter>
  );
}

/** A page still as the build wrote it: the app drops this mark once the page is live. */
function markPrerendered(): () => void {
  const mark = document.createElement('div');
  mark.setAttribute('data-prerendered-route', 'menu');
  document.body.append(mark);
  return () => mark.remove();
}

/** A screen as wide as `width` px, told by the queries the carousel asks. */
function screenWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    staticMediaQueryList(query, query === phoneQuery && width < 768),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('menu carousel before Swiper starts', () => {
  it("is the markup Swiper's component writes before it runs, so the page looks the same either way", () => {
    const unmark = markPrerendered();
    const beforeSwiper = renderToString(carousel());
    unmark();
    const swiper = renderToString(carousel());

    expect(beforeSwiper).toContain('swiper-wrapper');
    expect(beforeSwiper.match(/class="swiper-slide /g)).toHaveLength(items.length);
    expect(beforeSwiper).toBe(swiper);
  });

  it('leaves Swiper unstarted on the live page while the width hides the carousel', async () => {
    screenWidth(390);
    const unmark = markPrerendered();
    const { container } = render(carousel());
    unmark();
    // The page goes live (a transition after the first render) and its effects run.
    await act(async () => {});

    expect(container.querySelectorAll('.swiper-slide')).toHaveLength(items.length);
    expect(container.querySelector('.swiper-initialized')).toBeNull();
  });

  it('starts Swiper once the live page shows the carousel', async () => {
    screenWidth(1440);
    const unmark = markPrerendered();
    const { container } = render(carousel());
    unmark();

    await waitFor(() => expect(container.querySelector('.swiper-initialized')).not.toBeNull());
  });
});
