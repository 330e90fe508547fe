import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { tooLargeError } from '@venue/data/upload-refusals';
import { groupZoneMedia, listZoneMedia } from '@venue/data/zone-media/list-zone-media';
import { setMainImage } from '@venue/data/zone-media/set-main-image';
import { uploadZoneFile } from '@venue/data/zone-media/upload-zone-file';
import { zoneMediaMaxBytes } from '@venue/domain/files';
import { localeInfo } from '@venue/i18n/locales';
import { pseudoMessages, pseudoText, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { mainImageInput, png, renderPage, rows } from './media-test-data.tsx';

// The manager's media page with a pseudo-locale in place of the English catalogue: every message
// reads accented, so a plain Latin letter on the page is a text that did not go through the
// catalogue, or the pictures' and videos' own names.
vi.mock('../../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/zone-media/list-zone-media', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listZoneMedia: vi.fn(),
}));
vi.mock('@venue/data/zone-media/set-main-image', () => ({ setMainImage: vi.fn() }));
vi.mock('@venue/data/zone-media/upload-zone-file', () => ({ uploadZoneFile: vi.fn() }));

beforeEach(async () => {
  notifications.clean();
  vi.mocked(listZoneMedia).mockReset().mockResolvedValue(groupZoneMedia(rows));
  vi.mocked(setMainImage).mockReset();
  vi.mocked(uploadZoneFile).mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await activateLocale('en');
});

/** A file the manager chose that is neither a picture nor a video. */
const notMedia = 'notes.txt';

/**
 * What the page shows that is not a message: the pictures' and videos' names as the manager wrote
 * them, the name of a file she chose, a size limit ("50 MB", written so in every language), and each language named in itself
 * ("English", "العربية") on the naming dialog's tabs.
 */
const values = [...rows.flatMap((row) => [row.name.en ?? '', row.name.ar ?? '']), notMedia]
  .filter((value) => value !== '')
  .sort((a, b) => b.length - a.length);
const autonyms: string[] = Object.values(localeInfo).map((info) => info.name);

function notThroughCatalogue(): string[] {
  return textsPastCatalogue(document.body, { values, wholeTexts: autonyms, patterns: [/\d+ MB/g] });
}

/** A message with a value in it (`{}`): the message accented, the value as it is. */
const filled = (message: string, value: string) =>
  message
    .split('{}')
    .map((part) => pseudoText(part))
    .join(value);

const bowling = pseudoText('Bowling');

async function renderLoaded() {
  renderPage();
  expect(
    await screen.findByRole('img', { name: filled('Main image of the {} zone', bowling) }),
  ).toBeInTheDocument();
}

describe("every word of the manager's media page goes through its catalogue", () => {
  it("a zone's main image, upload and gallery: its images, then its videos", async () => {
    const user = userEvent.setup();
    await renderLoaded();
    expect(screen.getByRole('tab', { name: filled('Images ({})', '2') })).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);
    await user.click(screen.getByRole('tab', { name: filled('Videos ({})', '1') }));
    expect(
      await screen.findByRole('button', { name: filled('Delete {}', 'strike.mp4') }),
    ).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('a zone without a main image or pictures', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.click(screen.getByText(pseudoText('VR')));
    expect(await screen.findByText(pseudoText('No images in this zone yet.'))).toBeInTheDocument();
    expect(
      screen.getByText(
        pseudoText('No main image: the site shows its default image for this zone.'),
      ),
    ).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it("the refusals of a file: a video as the main image, Storage's size limit, files skipped", async () => {
    vi.mocked(uploadZoneFile).mockRejectedValueOnce(tooLargeError(zoneMediaMaxBytes));
    const user = userEvent.setup({ applyAccept: false });
    await renderLoaded();
    const input = await mainImageInput(filled('Main image ({})', bowling));
    await user.upload(input, new File(['mp4'], 'clip.mp4', { type: 'video/mp4' }));
    expect(
      await screen.findByText(pseudoText('Please upload only image files for the main image.')),
    ).toBeInTheDocument();
    await user.upload(input, png());
    expect(
      await screen.findByText(new RegExp(pseudoText('Please choose a smaller file.'))),
    ).toBeInTheDocument();
    const section = screen.getByRole('region', {
      name: filled('Add images and videos ({})', bowling),
    });
    await user.upload(section.querySelector('input[type="file"]') as HTMLInputElement, [
      new File(['a'], notMedia, { type: 'text/plain' }),
    ]);
    await user.click(within(section).getByRole('button', { name: pseudoText('Upload') }));
    expect(
      await screen.findByText(new RegExp(pseudoText('skipped: only images and videos'))),
    ).toBeInTheDocument();
    expect(setMainImage).not.toHaveBeenCalled();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('the question before removing the main image, and the naming dialog', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.click(screen.getByRole('button', { name: pseudoText('Remove main image') }));
    const question = await screen.findByRole('dialog');
    expect(
      within(question).getByRole('button', { name: pseudoText('Remove') }),
    ).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
    await user.click(within(question).getByRole('button', { name: pseudoText('Cancel') }));

    await user.click(screen.getByRole('button', { name: filled('Edit name: {}', 'lane.png') }));
    expect(
      await screen.findByRole('dialog', { name: pseudoText('Name this image') }),
    ).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('a failed load, with its Retry', async () => {
    vi.mocked(listZoneMedia).mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    const alert = await screen.findByRole('alert', {
      name: pseudoText('Media could not be loaded'),
    });
    expect(within(alert).getByRole('button', { name: pseudoText('Retry') })).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });
});
