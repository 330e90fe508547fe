import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { tooLargeError } from '@venue/data/upload-refusals';
import { groupZoneMedia, listZoneMedia } from '@venue/data/zone-media/list-zone-media';
import { setMainImage } from '@venue/data/zone-media/set-main-image';
import { uploadZoneFile } from '@venue/data/zone-media/upload-zone-file';
import { zoneMediaMaxBytes } from '@venue/domain/files';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { expectVisible } from '../../test/visible.ts';
import { mainImageInput, png, renderPage, rows } from './media-test-data.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/zone-media/list-zone-media', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listZoneMedia: vi.fn(),
}));
vi.mock('@venue/data/zone-media/set-main-image', () => ({ setMainImage: vi.fn() }));
vi.mock('@venue/data/zone-media/upload-zone-file', () => ({ uploadZoneFile: vi.fn() }));

beforeEach(() => {
  notifications.clean();
  vi.mocked(listZoneMedia).mockReset().mockResolvedValue(groupZoneMedia(rows));
  vi.mocked(setMainImage).mockReset();
  vi.mocked(uploadZoneFile).mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

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
    await expectVisible(screen.getByRole('region', { name: 'إضافة صور ومقاطع فيديو (البولينغ)' }));
    expect(screen.getByRole('tab', { name: 'الصور (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'مقاطع الفيديو (1)' })).toBeInTheDocument();
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
      await screen.findByText('حجم هذا الملف أكبر من \u206850 MB\u2069. يُرجى اختيار ملف أصغر.'),
    ).toBeInTheDocument();
    expect(setMainImage).not.toHaveBeenCalled();
  });

  it('counts skipped gallery files with Arabic plural forms', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    const section = await screen.findByRole('region', {
      name: 'إضافة صور ومقاطع فيديو (البولينغ)',
    });
    await user.upload(section.querySelector('input[type="file"]') as HTMLInputElement, [
      new File(['a'], 'notes.txt', { type: 'text/plain' }),
      new File(['b'], 'prices.pdf', { type: 'application/pdf' }),
      new File(['c'], 'menu.doc', { type: 'application/msword' }),
    ]);
    await user.click(within(section).getByRole('button', { name: 'رفع' }));
    expect(
      await screen.findByText('تم تخطي 3 ملفات: يمكن رفع الصور ومقاطع الفيديو فقط.'),
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
