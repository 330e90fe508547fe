import { describe, expect, it } from 'vitest';
import { browserForFile } from './support.ts';

const browser = browserForFile();

describe('the built back-office', () => {
  it('shows staff sign-in at /admin', async () => {
    const page = await browser.open('/admin');
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(page.url()).toMatch(/\/admin$/);
    await page.context().close();
  });
});
