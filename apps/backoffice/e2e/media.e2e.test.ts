import { serviceClient } from '@venue/test-kit/clients';
import { untilLive } from '@venue/test-kit/e2e-browser';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrls, browserForFile, openSignedIn, seedStaff, shootPage, stack } from './support.ts';

// The manager uploads zone media with a real progress bar; the files land in Storage and in
// zone_media (what the public site reads), and deleting removes both.

const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-media');

/** A valid 1x1 PNG, padded so the upload takes a while on a throttled connection. */
function png(bytes = 0): Buffer {
  const pixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([pixel, Buffer.alloc(bytes)]);
}

async function tabCount(page: Page, kind: 'Images' | 'Videos'): Promise<number> {
  const text = await page
    .getByRole('tab', { name: new RegExp(`^${kind} \\(\\d+\\)$`) })
    .textContent();
  return Number(/\((\d+)\)/.exec(text ?? '')?.[1]);
}

async function openCafe(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Media Management' }).waitFor();
  await page.getByText('Cafe', { exact: true }).click();
  await page.getByRole('heading', { name: 'Main image (Cafe)' }).waitFor();
  await page.getByRole('tab', { name: /^Images \(\d+\)$/ }).waitFor();
}

describe('media management', () => {
  it('uploads images and videos with a progress bar, updates the counts, and deletes with the file', async () => {
    const page = await openSignedIn(browser, seedStaff.jana, '/admin/media-management');
    await openCafe(page);
    const images = await tabCount(page, 'Images');
    const videos = await tabCount(page, 'Videos');

    // A slow uplink (256 KiB/s) so the progress between 0 and 100 % can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });

    const imageName = `cafe-corner-${run}.png`;
    const videoName = `cafe-clip-${run}.mp4`;
    const galleryInput = page
      .getByRole('region', { name: 'Add images and videos (Cafe)' })
      .locator('input[type="file"]');
    await galleryInput.setInputFiles([
      { name: imageName, mimeType: 'image/png', buffer: png(1024 * 1024) },
      { name: videoName, mimeType: 'video/mp4', buffer: Buffer.alloc(256 * 1024, 1) },
    ]);
    await page.getByRole('button', { name: 'Upload' }).click();

    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await progress.waitFor();
    await page.waitForFunction(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      return value > 0 && value < 100;
    });
    await page.getByText('2 file(s) uploaded successfully!').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await progress.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: `Images (${images + 1})` }).waitFor();
    await page.getByRole('tab', { name: `Videos (${videos + 1})` }).waitFor();

    // What the public site reads: the rows, and the files behind their public URLs.
    const admin = serviceClient(stack);
    const { data: rows } = await admin
      .from('zone_media')
      .select('kind, url, storage_path')
      .eq('zone', 'cafe')
      .in('name->>en', [imageName, videoName]);
    expect(rows?.map((row) => row.kind).sort()).toEqual(['image', 'video']);
    const image = rows?.find((row) => row.kind === 'image');
    expect((await fetch(image?.url ?? '')).status).toBe(200);

    await page.getByRole('button', { name: `Delete ${imageName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Image deleted successfully!').waitFor();
    await page.getByRole('tab', { name: `Images (${images})` }).waitFor();
    const { data: left } = await admin.from('zone_media').select('id').eq('name->>en', imageName);
    expect(left).toEqual([]);
    expect((await fetch(image?.url ?? '')).status).not.toBe(200);
    await page.context().close();
  });

  it('sets and removes the zone main image; only images are accepted', async () => {
    const page = await openSignedIn(browser, seedStaff.jana, '/admin/media-management');
    await openCafe(page);
    const mainInput = page
      .getByRole('region', { name: 'Main image (Cafe)' })
      .locator('input[type="file"]');

    await mainInput.setInputFiles({
      name: 'menu.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF'),
    });
    await page.getByText('Please upload only image files for the main image.').waitFor();

    await mainInput.setInputFiles({
      name: `cafe-main-${run}.png`,
      mimeType: 'image/png',
      buffer: png(),
    });
    await page.getByText('Main image uploaded successfully!').waitFor();
    const main = page.getByRole('img', { name: 'Main image of the Cafe zone' });
    await main.waitFor();
    const url = await main.getAttribute('src');
    expect((await fetch(url ?? '')).status).toBe(200);

    await page.getByRole('button', { name: 'Remove main image' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Main image removed successfully!').waitFor();
    await page
      .getByText('No main image: the site shows its default image for this zone.')
      .waitFor();
    expect((await fetch(url ?? '')).status).not.toBe(200);
    await page.context().close();
  });

  it('names an image in English and Arabic; the Arabic home page shows the Arabic name as its caption and alt text', async () => {
    const page = await openSignedIn(browser, seedStaff.jana, '/admin/media-management');
    await openCafe(page);
    const images = await tabCount(page, 'Images');
    const fileName = `cafe-window-${run}.png`;
    const upload = page.getByRole('region', { name: 'Add images and videos (Cafe)' });
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png() });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('1 file(s) uploaded successfully!').waitFor();
    await page.getByRole('tab', { name: `Images (${images + 1})` }).waitFor();

    // The file's name is its English name until the manager writes one, in each language.
    const gallery = page.getByRole('list', { name: 'Cafe images' });
    const uploaded = gallery.locator(':scope > li').filter({ hasText: fileName });
    await uploaded.getByText('Needs Arabic').waitFor();
    await uploaded.getByRole('button', { name: `Edit name: ${fileName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Name this image' });
    const english = `Window seats ${run}`;
    const arabic = `مقاعد النافذة ${run}`;
    await dialog.getByRole('textbox', { name: 'Name' }).fill(english);
    await dialog.getByRole('tab', { name: /العربية/ }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(arabic);
    await shootPage(page, shotsDir, 'media-name-ar');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name saved successfully!').waitFor();
    const named = gallery.locator(':scope > li').filter({ hasText: english });
    await named.waitFor();
    expect(await named.getByText(/^Needs /).count()).toBe(0);
    await shootPage(page, shotsDir, 'media-gallery');

    const site = await page.context().newPage();
    await site.goto(`${appUrls.site}/ar`);
    // The prerendered page's buttons answer once it is live.
    await untilLive(site);
    await site.getByRole('button', { name: 'استكشفوا المقهى' }).click();
    const siteGallery = site.getByRole('dialog', { name: 'معرض صور المقهى' });
    await siteGallery.getByRole('button', { name: 'إغلاق المعرض' }).waitFor();
    // The newest image is the last: one step back from the first.
    await siteGallery.getByRole('button', { name: 'الصورة السابقة' }).click();
    await siteGallery.getByRole('img', { name: arabic }).waitFor();
    const caption = siteGallery.locator('figcaption');
    expect(await caption.textContent()).toBe(arabic);
    // Under the picture, inside its stage: not cut off below it.
    const captionBox = await caption.boundingBox();
    const stageBox = await caption.locator('xpath=../..').boundingBox();
    expect(
      captionBox !== null &&
        stageBox !== null &&
        captionBox.height > 0 &&
        captionBox.y + captionBox.height <= stageBox.y + stageBox.height + 0.5,
    ).toBe(true);

    await named.getByRole('button', { name: `Delete ${english}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Image deleted successfully!').waitFor();
    await page.context().close();
  });
});
