import { vi } from 'vitest';

/** A file the page handed to the browser: its name and its text. */
export type CaughtDownload = { name: string; text: Promise<string> };

/** A blob's text (jsdom's Blob has no `text()`). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // Decoded keeping the byte order mark, which the file must start with.
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Catches the files the page downloads (`lib/download.ts`: an object URL clicked through an
 * anchor) into `downloads`, emptied first; call it before each test, and restore the mocks after.
 */
export function catchDownloads(downloads: CaughtDownload[]) {
  downloads.length = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    downloads.push({ name: '', text: textOf(blob) });
    return 'blob:download';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const last = downloads.at(-1);
    if (last) last.name = this.download;
  });
}
