import { i18n } from '@lingui/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { getPrices } from '@venue/data/prices/get-prices';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import {
  groupZoneMedia,
  listZoneMedia,
  type ZoneMedia,
} from '@venue/data/zone-media/list-zone-media';
import { defaultSchedule } from '@venue/domain/schedule';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { heroSlogans } from './hero.tsx';
import { HomePage } from './home-page.tsx';
import { zoneCards } from './zones.ts';

vi.mock('@venue/data/zone-media/list-zone-media', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@venue/data/zone-media/list-zone-media')>()),
  listZoneMedia: vi.fn(),
}));

vi.mock('@venue/data/prices/get-prices', () => ({ getPrices: vi.fn() }));
vi.mock('@venue/data/schedule/get-schedule', () => ({ getSchedule: vi.fn() }));

let nextId = 0;
function media(row: Pick<ZoneMedia, 'zone' | 'kind' | 'name'>): ZoneMedia {
  nextId += 1;
  return {
    id: `media-${nextId}`,
    url: `https://cdn.example/${row.zone}/${(row.name.en ?? row.kind).replaceAll(' ', '-')}`,
    storage_path: null,
    created_at: '2026-11-01T12:00:00+00:00',
    ...row,
  };
}

const vrMain = media({
  zone: 'vr',
  kind: 'main',
  name: { en: 'VR zone', ar: 'منطقة الواقع الافتراضي' },
});
const arena = media({
  zone: 'vr',
  kind: 'image',
  name: { en: 'VR arena', ar: 'ساحة الواقع الافتراضي' },
});
const headsets = media({ zone: 'vr', kind: 'image', name: { en: 'Headsets' } });
const racing = media({ zone: 'vr', kind: 'video', name: { en: 'Racing clip' } });

const defaultImageOf = (zone: string) => zoneCards.find((card) => card.zone === zone)?.defaultImage;

beforeEach(() => {
  vi.mocked(getPrices).mockResolvedValue({ bowling_game_price: 25, vr_session_price: 35.5 });
  vi.mocked(getSchedule).mockResolvedValue(defaultSchedule);
  vi.mocked(listZoneMedia).mockResolvedValue(groupZoneMedia([vrMain, arena, headsets, racing]));
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openGallery(zoneTitle: string) {
  renderWithProviders(<HomePage />);
  await userEvent.click(await screen.findByRole('button', { name: `Explore ${zoneTitle}` }));
  // The gallery's code arrives on first open: a busy machine may take a while to load it.
  return screen.findByRole('dialog', { name: `${zoneTitle} Gallery` }, { timeout: 10_000 });
}

describe('home page', () => {
  it('types the title and the slogans for the eye, and gives screen readers the whole text', async () => {
    renderWithProviders(<HomePage />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      /Welcome to Strike Zone/,
    );
    // The fifth slogan gives the hours, once they are read.
    const slogans = [
      ...heroSlogans.map((slogan) => i18n._(slogan)),
      'Open every day, 15:00 to 23:00.',
    ];
    expect(await screen.findByText(slogans.join(' '))).toHaveClass('sr-only');
    const hero = within(screen.getByRole('region', { name: /Welcome to Strike Zone/ }));
    expect(hero.getByText('Today: 15:00 to 23:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Your Session' })).toHaveAttribute(
      'href',
      '/booking',
    );
  });

  it('shows three zone cards, VR, bowling and cafe, with the four pillars and the social links', async () => {
    renderWithProviders(<HomePage />);

    const zones = within(screen.getByRole('region', { name: 'Three zones, one epic night' }));
    expect(zones.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'VR Zone',
      'Bowling Lanes',
      'Cafe',
    ]);
    const about = within(screen.getByRole('region', { name: 'Get to Know Us' }));
    expect(about.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Safety',
      'Technology',
      'Inclusion',
      'Amusement',
    ]);
    const follow = within(screen.getByRole('region', { name: 'Follow Us' }));
    expect(follow.getAllByRole('link', { name: /Strike Zone on / })).toHaveLength(3);
    expect(follow.getByRole('link', { name: '+970 2 295 0000' })).toHaveAttribute(
      'href',
      'tel:+97022950000',
    );
  });

  it('the bowling and VR cards show their price in ILS; the cafe card shows none', async () => {
    renderWithProviders(<HomePage />);
    const zones = within(screen.getByRole('region', { name: 'Three zones, one epic night' }));
    const [vr, bowling, cafe] = zones.getAllByRole('listitem');

    expect(await within(vr as HTMLElement).findByText('35.50 ILS per session')).toBeInTheDocument();
    expect(within(bowling as HTMLElement).getByText('25 ILS per game per person')).toBeVisible();
    expect(cafe).not.toHaveTextContent(/ILS/);
  });

  it('the VR card links to the booking form opened on VR; the other cards book nothing', () => {
    renderWithProviders(<HomePage />);
    const zones = within(screen.getByRole('region', { name: 'Three zones, one epic night' }));
    const [vr, bowling, cafe] = zones.getAllByRole('listitem');
    expect(within(vr as HTMLElement).getByRole('link', { name: 'Book VR' })).toHaveAttribute(
      'href',
      '/booking?type=vr',
    );
    for (const card of [bowling, cafe]) {
      expect(within(card as HTMLElement).queryByRole('link')).toBeNull();
    }
  });

  it('keeps the price lines, busy and empty, while the prices load, and empty if they fail', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail: (error: Error) => void = () => {};
    vi.mocked(getPrices).mockReturnValue(new Promise((_, reject) => (fail = reject)));
    renderWithProviders(<HomePage />);
    const zones = within(screen.getByRole('region', { name: 'Three zones, one epic night' }));
    const [vr, bowling] = zones.getAllByRole('listitem');
    const priceLines = () =>
      [vr, bowling].map((card) => card?.querySelector('p[aria-busy]') as HTMLElement);
    expect(priceLines().map((line) => line.getAttribute('aria-busy'))).toEqual(['true', 'true']);

    fail(new Error('network down'));
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(priceLines().map((line) => line.textContent)).toEqual(['', '']);
    expect(zones.queryByText(/ILS/)).not.toBeInTheDocument();
  });

  it("shows a zone's main image, and the bundled default when it has none", async () => {
    renderWithProviders(<HomePage />);

    // Images get their source once they are on screen (lazy loading), a moment after they render.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'VR zone' })).toHaveAttribute('src', vrMain.url),
    );
    expect(screen.getByRole('img', { name: 'Bowling Lanes' })).toHaveAttribute(
      'src',
      defaultImageOf('bowling'),
    );
  });

  it('falls back to the default image when the main image fails to load', async () => {
    renderWithProviders(<HomePage />);
    const image = await screen.findByRole('img', { name: 'VR zone' });

    fireEvent.error(image);

    expect(image).toHaveAttribute('src', defaultImageOf('vr'));
  });

  it('shows the default images, and logs, when the zone media cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(listZoneMedia).mockRejectedValue(new Error('Storage is down'));
    renderWithProviders(<HomePage />);

    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'VR Zone' })).toHaveAttribute(
        'src',
        defaultImageOf('vr'),
      ),
    );
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('zone-media'),
      expect.objectContaining({ message: 'Storage is down' }),
    );
  });

  it('opens a zone gallery with Images and Videos tabs and their counts', async () => {
    const gallery = await openGallery('VR Zone');

    expect(within(gallery).getByRole('tab', { name: 'Images (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(gallery).getByRole('tab', { name: 'Videos (1)' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(within(gallery).getByRole('img', { name: 'VR arena' })).toBeVisible();
    expect(within(gallery).getByText('1 / 2')).toBeVisible();
    // The dialog moves focus to its close button once it has opened.
    await waitFor(() =>
      expect(within(gallery).getByRole('button', { name: 'Close gallery' })).toHaveFocus(),
    );
  });

  it('moves through the images with the Next and Previous buttons, wrapping at the ends', async () => {
    const gallery = await openGallery('VR Zone');

    await userEvent.click(within(gallery).getByRole('button', { name: 'Next image' }));
    // The previous image fades out before the next one comes in.
    expect(await within(gallery).findByRole('img', { name: 'Headsets' })).toBeInTheDocument();
    expect(within(gallery).getByText('2 / 2')).toBeVisible();

    await userEvent.click(within(gallery).getByRole('button', { name: 'Next image' }));
    expect(within(gallery).getByText('1 / 2')).toBeVisible();

    await userEvent.click(within(gallery).getByRole('button', { name: 'Previous image' }));
    expect(within(gallery).getByText('2 / 2')).toBeVisible();
  });

  it('moves with the arrow keys and closes with Escape, giving focus back to the card', async () => {
    const gallery = await openGallery('VR Zone');

    await userEvent.keyboard('{ArrowRight}');
    expect(within(gallery).getByText('2 / 2')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(gallery).getByText('1 / 2')).toBeVisible();

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Explore VR Zone' })).toHaveFocus();
  });

  it('shows the videos on the Videos tab', async () => {
    const gallery = await openGallery('VR Zone');

    await userEvent.click(within(gallery).getByRole('tab', { name: 'Videos (1)' }));

    const video = await within(gallery).findByLabelText('Racing clip');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', racing.url);
    expect(within(gallery).getByText('1 / 1')).toBeVisible();
    expect(within(gallery).getByRole('button', { name: 'Next video' })).toBeDisabled();
  });

  it('shows a placeholder for a zone with no media', async () => {
    const gallery = await openGallery('Cafe');

    expect(within(gallery).getByRole('tab', { name: 'Images (0)' })).toBeVisible();
    expect(within(gallery).getByText('No images for the Cafe yet. Check back soon!')).toBeVisible();
    expect(within(gallery).queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  });

  it('keeps Tab inside the open gallery', async () => {
    const gallery = await openGallery('VR Zone');
    const close = within(gallery).getByRole('button', { name: 'Close gallery' });

    await userEvent.tab({ shift: true });
    expect(gallery).toContainElement(document.activeElement as HTMLElement);

    for (let step = 0; step < 6; step += 1) await userEvent.tab();
    expect(gallery).toContainElement(document.activeElement as HTMLElement);
    expect(close).toBeInTheDocument();
  });
});
