import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { addZoneMedia } from '@venue/data/zone-media/add-zone-media';
import { deleteZoneMedia } from '@venue/data/zone-media/delete-zone-media';
import { groupZoneMedia, listZoneMedia } from '@venue/data/zone-media/list-zone-media';
import { setMainImage } from '@venue/data/zone-media/set-main-image';
import { type UploadProgress, uploadZoneFile } from '@venue/data/zone-media/upload-zone-file';
import { fileTooLargeMessage, zoneMediaMaxBytes } from '@venue/domain/files';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mainImageInput, media, oversized, png, renderPage, rows } from './media-test-data.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/zone-media/list-zone-media', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listZoneMedia: vi.fn(),
}));
vi.mock('@venue/data/zone-media/set-main-image', () => ({ setMainImage: vi.fn() }));
vi.mock('@venue/data/zone-media/upload-zone-file', () => ({ uploadZoneFile: vi.fn() }));
vi.mock('@venue/data/zone-media/add-zone-media', () => ({ addZoneMedia: vi.fn() }));
vi.mock('@venue/data/zone-media/delete-zone-media', () => ({ deleteZoneMedia: vi.fn() }));

beforeEach(() => {
  // Toasts live in a store of their own: start each test without the last one's.
  notifications.clean();
  vi.mocked(listZoneMedia).mockReset().mockResolvedValue(groupZoneMedia(rows));
  vi.mocked(setMainImage).mockReset();
  vi.mocked(uploadZoneFile).mockReset();
  vi.mocked(addZoneMedia)
    .mockReset()
    .mockImplementation(async (_client, row) =>
      media({ id: row.name.en ?? 'new', zone: row.zone, kind: row.kind, name: row.name }),
    );
  vi.mocked(deleteZoneMedia).mockReset().mockResolvedValue();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('Media management', () => {
  it('shows the zone main image and gallery counts, per zone', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('img', { name: 'Main image of the Bowling zone' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Images (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Videos (1)' })).toBeInTheDocument();

    await user.click(screen.getByText('Cafe'));
    expect(await screen.findByRole('tab', { name: 'Images (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Videos (0)' })).toBeInTheDocument();
    expect(
      screen.getByText('No main image: the site shows its default image for this zone.'),
    ).toBeInTheDocument();
  });

  it('shows why the media could not be loaded, and loads again on Retry', async () => {
    vi.mocked(listZoneMedia).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    expect(await screen.findByText('Media could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Images/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Images (2)' })).toBeInTheDocument();
    expect(screen.queryByText('Media could not be loaded')).not.toBeInTheDocument();
  });

  it('accepts only images as the main image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.upload(await mainImageInput(), new File(['mp4'], 'clip.mp4', { type: 'video/mp4' }));
    expect(
      await screen.findByText('Please upload only image files for the main image.'),
    ).toBeInTheDocument();
    expect(uploadZoneFile).not.toHaveBeenCalled();
    expect(setMainImage).not.toHaveBeenCalled();
  });

  it('stores the chosen file, then makes it the main image: "Main image uploaded successfully!"', async () => {
    const uploaded = { path: 'bowling/front.png', url: 'http://api.test/front.png' };
    vi.mocked(uploadZoneFile).mockResolvedValueOnce(uploaded);
    vi.mocked(setMainImage).mockResolvedValueOnce(media({ kind: 'main' }));
    const user = userEvent.setup();
    renderPage();
    const file = png('front.png');
    await user.upload(await mainImageInput(), file);
    expect(await screen.findByText('Main image uploaded successfully!')).toBeInTheDocument();
    expect(uploadZoneFile).toHaveBeenCalledWith({}, { zone: 'bowling', file });
    const named = { zone: 'bowling', uploaded, name: { en: 'front.png' } };
    expect(setMainImage).toHaveBeenCalledWith({}, named);
  });

  it('says "Main image upload failed. Please try again." when the file cannot be stored', async () => {
    vi.mocked(uploadZoneFile).mockRejectedValueOnce(new Error('storage down'));
    const user = userEvent.setup();
    renderPage();
    await user.upload(await mainImageInput(), png());
    expect(
      await screen.findByText('Main image upload failed. Please try again.'),
    ).toBeInTheDocument();
    expect(setMainImage).not.toHaveBeenCalled();
    expect(screen.queryByText('Failed to set main image...')).not.toBeInTheDocument();
  });

  it('says "Failed to set main image..." when the stored file cannot become the main image', async () => {
    vi.mocked(uploadZoneFile).mockResolvedValueOnce({
      path: 'bowling/front.png',
      url: 'http://api.test/front.png',
    });
    vi.mocked(setMainImage).mockRejectedValueOnce(new Error('permission denied for table'));
    const user = userEvent.setup();
    renderPage();
    await user.upload(await mainImageInput(), png());
    expect(await screen.findByText('Failed to set main image...')).toBeInTheDocument();
    expect(
      screen.queryByText('Main image upload failed. Please try again.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Main image uploaded successfully!')).not.toBeInTheDocument();
  });

  it('removes the main image after confirmation, or says "Failed to delete main image..."', async () => {
    const user = userEvent.setup();
    renderPage();
    const removeMain = async () => {
      await user.click(await screen.findByRole('button', { name: 'Remove main image' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
      );
    };

    await removeMain();
    expect(await screen.findByText('Main image removed successfully!')).toBeInTheDocument();
    expect(deleteZoneMedia).toHaveBeenCalledWith({}, expect.objectContaining({ id: 'main' }));

    vi.mocked(deleteZoneMedia).mockRejectedValueOnce(new Error('permission denied'));
    await removeMain();
    expect(await screen.findByText('Failed to delete main image...')).toBeInTheDocument();
  });

  it('shows upload progress across the files, then "{n} file(s) uploaded successfully!"', async () => {
    let finish: () => void = () => {};
    vi.mocked(uploadZoneFile).mockImplementation(
      (_client, { file, onProgress }) =>
        new Promise((resolve) => {
          onProgress?.({ loaded: file.size / 2, total: file.size } satisfies UploadProgress);
          finish = () =>
            resolve({ path: `bowling/${file.name}`, url: `http://api.test/${file.name}` });
        }),
    );
    const user = userEvent.setup();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Add images and videos (Bowling)' });
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    const image = new File(['x'.repeat(100)], 'pins.png', { type: 'image/png' });
    const video = new File(['y'.repeat(100)], 'roll.mp4', { type: 'video/mp4' });
    await user.upload(input, [image, video]);
    await user.click(within(section).getByRole('button', { name: 'Upload' }));

    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    finish();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'));
    finish();
    expect(await screen.findByText('2 file(s) uploaded successfully!')).toBeInTheDocument();
    expect(addZoneMedia).toHaveBeenCalledWith(
      {},
      {
        zone: 'bowling',
        kind: 'image',
        url: 'http://api.test/pins.png',
        storagePath: 'bowling/pins.png',
        name: { en: 'pins.png' },
      },
    );
    expect(addZoneMedia).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ kind: 'video', name: { en: 'roll.mp4' } }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('progressbar', { name: 'Upload progress' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('says "Upload failed. Please try again." when an upload fails', async () => {
    vi.mocked(uploadZoneFile).mockRejectedValue(
      new Error('The object exceeded the maximum allowed size'),
    );
    const user = userEvent.setup();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Add images and videos (Bowling)' });
    await user.upload(section.querySelector('input[type="file"]') as HTMLInputElement, png());
    await user.click(within(section).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Upload failed. Please try again.')).toBeInTheDocument();
    expect(addZoneMedia).not.toHaveBeenCalled();
  });

  it('deletes a gallery item after confirmation, or says "Delete failed. Please try again."', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete shoes.png' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(deleteZoneMedia).toHaveBeenCalledWith({}, expect.objectContaining({ id: 'i2' })),
    );
    expect(
      await screen.findByText('Image deleted successfully!', {}, { timeout: 4000 }),
    ).toBeInTheDocument();

    vi.mocked(deleteZoneMedia).mockRejectedValue(new Error('permission denied'));
    await user.click(screen.getByRole('button', { name: 'Delete lane.png' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Delete failed. Please try again.')).toBeInTheDocument();
  });

  it('skips a gallery file over the limit and names the limit; the others upload', async () => {
    vi.mocked(uploadZoneFile).mockImplementation(async (_client, { file }) => ({
      path: `bowling/${file.name}`,
      url: `http://api.test/${file.name}`,
    }));
    const user = userEvent.setup();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Add images and videos (Bowling)' });
    const huge = oversized(new File(['v'], 'long.mp4', { type: 'video/mp4' }), zoneMediaMaxBytes);
    await user.upload(section.querySelector('input[type="file"]') as HTMLInputElement, [
      png('fits.png'),
      huge,
    ]);
    await user.click(within(section).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('1 file(s) skipped: larger than 50 MB.')).toBeInTheDocument();
    expect(await screen.findByText('1 file(s) uploaded successfully!')).toBeInTheDocument();
    expect(uploadZoneFile).toHaveBeenCalledTimes(1);
    expect(uploadZoneFile).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ file: expect.objectContaining({ name: 'fits.png' }) }),
    );
  });

  it('refuses a main image over the limit, naming it, and stores nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.upload(await mainImageInput(), oversized(png('big.png'), zoneMediaMaxBytes));
    expect(
      await screen.findByText('This file is larger than 50 MB. Please choose a smaller file.'),
    ).toBeInTheDocument();
    expect(uploadZoneFile).not.toHaveBeenCalled();
  });

  it('names the limit when Storage refuses a file for its size', async () => {
    // As the data layer gives it: the refusal by its code, the limit its parameter.
    vi.mocked(uploadZoneFile).mockRejectedValue(
      new DataError(fileTooLargeMessage(zoneMediaMaxBytes), 'file_too_large'),
    );
    const user = userEvent.setup();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Add images and videos (Bowling)' });
    await user.upload(section.querySelector('input[type="file"]') as HTMLInputElement, png());
    await user.click(within(section).getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('This file is larger than 50 MB. Please choose a smaller file.'),
    ).toBeInTheDocument();
  });
});
