// The local production preview of the site and its deploy hook: a FAQ answer the manager saves
// reaches the prerendered HTML the preview serves once the site is published, as it reaches the
// hosted site through the host's build hook.
import type { PreviewDeploy } from '@venue/local-stack/site-preview/builds';
import { describe, expect, inject, it } from 'vitest';
import { signedInClient } from '../src/clients.ts';

const stack = inject('stack');

/** The English FAQ page as the preview serves it: status and HTML. */
async function faqPage() {
  const response = await fetch(`${stack.sitePreviewUrl}/faq`);
  return { status: response.status, html: await response.text() };
}

describe('the site preview', () => {
  it("serves a changed FAQ answer in the page's HTML after the manager publishes the site", async () => {
    const jana = await signedInClient(stack, 'jana@example.com', 'jana-demo-123');
    const answer = `Yes: parties from four guests, booked at the desk (${Date.now().toString(36)}).`;
    const { data: faq } = await jana
      .from('faqs')
      .select('id, answer')
      .order('position')
      .limit(1)
      .single();
    const saved = await jana
      .from('faqs')
      .update({ answer: { ...faq?.answer, en: answer } })
      .eq('id', faq?.id)
      .select('id');
    expect(saved.error).toBeNull();
    expect(saved.data).toHaveLength(1);

    const published = await jana.functions.invoke('publish-site', { body: {} });
    expect(published.error).toBeNull();
    expect(published.data).toMatchObject({ publish: { cause: 'manager', state: 'succeeded' } });

    // The host answered at once; the build takes its time, then the new HTML is served.
    await expect
      .poll(async () => (await faqPage()).html, { timeout: 280_000, interval: 2_000 })
      .toContain(answer);
    const page = await faqPage();
    expect(page.status).toBe(200);
    // Written by the build, not by the browser: the answer is in the HTML the server sends.
    expect(page.html).toMatch(/<html[^>]* lang="en"/);
    const response = await fetch(`${stack.sitePreviewUrl}/_preview/builds`);
    const builds = (await response.json()) as PreviewDeploy[];
    expect(builds[0]).toMatchObject({ state: 'ready', error: null });
    // The build's own host rules: an unknown address is its language's not-found page.
    expect((await fetch(`${stack.sitePreviewUrl}/ar/no-such-page`)).status).toBe(404);
    expect((await fetch(`${stack.sitePreviewUrl}/booking/manage/some-token`)).status).toBe(200);
  }, 300_000);
});
