import { screen } from '@testing-library/react';
import type { ZoneMedia } from '@venue/data/zone-media/list-zone-media';
import { renderWithProviders } from '../../test/render-app.tsx';
import { MediaManagementPage } from './media-management-page.tsx';

// What the media page's tests share: its rows, the page rendered, its file inputs and files.

export function media(overrides: Partial<ZoneMedia>): ZoneMedia {
  return {
    id: 'm1',
    zone: 'bowling',
    kind: 'image',
    url: 'http://api.test/storage/v1/object/public/zone-media/bowling/lane.png',
    name: { en: 'lane.png' },
    storage_path: 'bowling/lane.png',
    created_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

export const rows = [
  media({ id: 'main', kind: 'main', name: { en: 'front.png' } }),
  media({ id: 'i1', name: { en: 'lane.png' } }),
  media({ id: 'i2', name: { en: 'shoes.png' } }),
  media({ id: 'v1', kind: 'video', name: { en: 'strike.mp4' }, url: 'http://api.test/strike.mp4' }),
  media({ id: 'c1', zone: 'cafe', name: { en: 'counter.png' } }),
];

/** The media page, as the manager sees it. */
export function renderPage() {
  renderWithProviders(<MediaManagementPage />, 'jana');
}

export async function mainImageInput(name = 'Main image (Bowling)'): Promise<HTMLInputElement> {
  const section = await screen.findByRole('region', { name });
  return section.querySelector('input[type="file"]') as HTMLInputElement;
}

export const png = (name = 'photo.png') => new File(['png'], name, { type: 'image/png' });

/** A file that reports one byte more than `limit` (without holding that much memory). */
export function oversized(file: File, limit: number): File {
  Object.defineProperty(file, 'size', { value: limit + 1 });
  return file;
}
