import { notifications } from '@mantine/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { tooLargeError } from '@venue/data/upload-refusals';
import { addZoneMedia } from '@venue/data/zone-media/add-zone-media';
import { deleteZoneMedia } from '@venue/data/zone-media/delete-zone-media';
import {
  groupZoneMedia,
  listZoneMedia,
  type ZoneMedia,
} from '@venue/data/zone-media/list-zone-media';
import { setMainImage } from '@venue/data/zone-media/set-main-image';
import { type UploadProgress, uploadZoneFile } from '@venue/data/zone-media/upload-zone-file';
import { zoneMediaMaxBytes } from '@venue/domain/files';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { expectVisible } from '../../test/visible.ts';
import { MediaManagementPage } from './media-management-page.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/zone-media/list-zone-media', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listZoneMedia: vi.fn(),
}));
vi.mock('@venue/data/zone-media/set-main-image', () => ({ setMainImage: vi.fn() }));
vi.mock('@venue/data/zone-media/upload-zone-file', () => ({ uploadZoneFile: vi.fn() }));
vi.mock('@venue/data/zone-media/add-zone-media', () => ({ addZoneMedia: vi.fn() }));
vi.mock('@venue/data/zone-media/delete-zone-media', () => ({ deleteZoneMedia: vi.fn() }));

function media(overrides: Partial<ZoneMedia>): ZoneMedia {
  return {
    id: 'm1',
    zone: 'bowling',
    kind: 'image',
    url: 'http://api.test/storage/v1/object/public/zone-media/bowling/lane.png',
    name: 'lane.png',
    storage_path: 'bowling/lane.png',
    created_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

const rows = [
  media({ id: 'main', kind: 'main', name: 'front.png' }),
  media({ id: 'i1', name: 'lane.png' }),
  media({ id: 'i2', name: 'shoes.png' }),
  media({ id: 'v1', kind: 'video', name: 'strike.mp4', url: 'http://api.test/strike.mp4' }),
  media({ id: 'c1', zone: 'cafe', name: 'counter.png' }),
];

function renderPage() {
  const queryClient = createQueryClient({ retry: false });
  render(
    <AppProviders queryClient={queryClient}>
      <MediaManagementPage />
    </AppProviders>,
  );
}

async function mainImageInput(name = 'Main image (Bowling)'): Promise<HTMLInputElement> {
  const section = await screen.findByRole('region', { name });
  return section.querySelector('input[type="file"]') as HTMLInputElement;
}

const png = (name = 'photo.png') => new File(['png'], name, { type: 'image/png' });

beforeEach(() => {
  // Toasts live in a store of their own: start each test without the last one's.
  notifications.clean();
  vi.mocked(listZoneMedia).mockReset().mockResolvedValue(groupZoneMedia(rows));
  vi.mocked(setMainImage).mockReset();
  vi.mocked(uploadZoneFile).mockReset();
  vi.mocked(addZoneMedia)
    .mockReset()
    .mockImplementation(async (_client, row) =>
      media({ id: row.name, zone: row.zone, kind: row.kind, name: row.name }),
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
    vi.mocked(listZoneMedia).mockRejectedValueOnce(new Error('Failed to fetch'));
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
    expect(setMainImage).toHaveBeenCalledWith({}, { zone: 'bowling', uploaded, name: 'front.png' });
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
        name: 'pins.png',
      },
    );
    expect(addZoneMedia).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ kind: 'video', name: 'roll.mp4' }),
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
    vi.mocked(uploadZoneFile).mockRejectedValue(
      new DataError(
        'This file is larger than 50 MB. Please choose a smaller file.',
        'file_too_large',
      ),
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

/** A file that reports one byte more than `limit` (without holding that much memory). */
function oversized(file: File, limit: number): File {
  Object.defineProperty(file, 'size', { value: limit + 1 });
  return file;
}

// The manager managing the zones' pictures in Arabic: zone names, sections, tabs, dialogs and
// the upload refusals (the domain's and the data layer's English) all in Arabic.
describe('media management in Arabic', () => {
  beforeEach(async () => {
    await activateLocale('ar');
  });

  it('reads right to left: Arabic zones, sections and tabs with their counts', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'إدارة الوسائط' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'الصورة الرئيسية لمنطقة البولينغ' }),
    ).toBeInTheDocument();
    await expectVisible(screen.getByRole('region', { name: 'إضافة صور وفيديوهات (البولينغ)' }));
    expect(screen.getByRole('tab', { name: 'الصور (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الفيديوهات (1)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'صور البولينغ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حذف lane.png' })).toHaveTextContent('حذف');

    await user.click(screen.getByText('الواقع الافتراضي'));
    expect(await screen.findByRole('tab', { name: 'الصور (0)' })).toBeInTheDocument();
    expect(
      screen.getByText('لا توجد صورة رئيسية: يعرض الموقع الصورة الافتراضية لهذه المنطقة.'),
    ).toBeInTheDocument();
    expect(screen.getByText('لا توجد صور في هذه المنطقة بعد.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'رفع صورة رئيسية' })).toBeInTheDocument();
    expect(screen.queryByText(/Main image|Images|Upload/)).toBeNull();
  });

  it('refuses a video as the main image in Arabic', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.upload(
      await mainImageInput('الصورة الرئيسية (البولينغ)'),
      new File(['mp4'], 'clip.mp4', { type: 'video/mp4' }),
    );
    expect(await screen.findByText('يُرجى رفع ملفات صور فقط للصورة الرئيسية.')).toBeInTheDocument();
    expect(uploadZoneFile).not.toHaveBeenCalled();
  });

  it("says Storage's refusal of a file's size from the data layer in Arabic, naming the limit", async () => {
    vi.mocked(uploadZoneFile).mockRejectedValueOnce(tooLargeError(zoneMediaMaxBytes));
    const user = userEvent.setup();
    renderPage();
    await user.upload(await mainImageInput('الصورة الرئيسية (البولينغ)'), png());
    expect(
      await screen.findByText('حجم هذا الملف أكبر من 50 MB. يُرجى اختيار ملف أصغر.'),
    ).toBeInTheDocument();
    expect(setMainImage).not.toHaveBeenCalled();
  });

  it('counts skipped gallery files with Arabic plural forms', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    const section = await screen.findByRole('region', { name: 'إضافة صور وفيديوهات (البولينغ)' });
    await user.upload(section.querySelector('input[type="file"]') as HTMLInputElement, [
      new File(['a'], 'notes.txt', { type: 'text/plain' }),
      new File(['b'], 'prices.pdf', { type: 'application/pdf' }),
      new File(['c'], 'menu.doc', { type: 'application/msword' }),
    ]);
    await user.click(within(section).getByRole('button', { name: 'رفع' }));
    expect(
      await screen.findByText('تم تخطي 3 ملفات: يمكن رفع الصور والفيديوهات فقط.'),
    ).toBeInTheDocument();
    expect(uploadZoneFile).not.toHaveBeenCalled();
  });

  it('asks in Arabic before removing the main image', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'إزالة الصورة الرئيسية' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'هل تريد إزالة الصورة الرئيسية لمنطقة البولينغ؟ سيعرض الموقع صورتها الافتراضية بدلًا منها.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إزالة' })).toBeInTheDocument();
  });
});
