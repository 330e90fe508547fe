import { describe, expect, it } from 'vitest';
import { browserForFile } from './support.ts';

const browser = browserForFile();

describe('the built site', () => {
  it('answers an unknown path with "Oops! Page Not Found"', async () => {
    const page = await browser.open('/no-such-page');
    await page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
    expect(await page.title()).not.toBe('');
    await page.context().close();
  });
});
