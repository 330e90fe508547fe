import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import {
  getSitePublishStatus,
  type SitePublish,
} from '@venue/data/site-publish/get-site-publish-status';
import { publishSite } from '@venue/data/site-publish/publish-site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsRoute } from '../../app/settings-route.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render-app.tsx';

// The manager's "Public site" in Settings: the last publish and how it went, the changes waiting,
// and "Publish site", in English and Arabic.
vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/site-publish/get-site-publish-status', () => ({
  getSitePublishStatus: vi.fn(),
}));
vi.mock('@venue/data/site-publish/publish-site', () => ({ publishSite: vi.fn() }));

const succeeded: SitePublish = {
  id: 3,
  cause: 'content',
  state: 'succeeded',
  startedAt: '2026-11-27T16:05:00Z',
  finishedAt: '2026-11-27T16:05:01Z',
  reason: null,
  httpStatus: 200,
};

beforeEach(async () => {
  await activateLocale('en');
  vi.mocked(getSitePublishStatus)
    .mockReset()
    .mockResolvedValue({ last: succeeded, changesWaitingSince: null, lastChangeAt: null });
  vi.mocked(publishSite).mockReset();
});
afterEach(async () => {
  await activateLocale('en');
});

async function section(name = 'Public site') {
  renderWithProviders(<SettingsRoute />, 'jana', '/admin/settings');
  return within(await screen.findByRole('region', { name }));
}

describe("the manager's public site section", () => {
  it("shows the last publish, in the venue's time, and that the host took the build", async () => {
    const site = await section();
    expect(await site.findByText('Published')).toBeInTheDocument();
    expect(site.getByText('Nov 27, 2026, 18:05: the host took the build.')).toBeInTheDocument();
    expect(site.queryByText(/Changes waiting/)).not.toBeInTheDocument();
  });

  it('says since when changes wait for the next publish', async () => {
    vi.mocked(getSitePublishStatus).mockResolvedValue({
      last: succeeded,
      changesWaitingSince: '2026-11-27T18:10:00Z',
      lastChangeAt: '2026-11-27T18:12:00Z',
    });
    const site = await section();
    expect(
      await site.findByText(
        'Changes waiting since Nov 27, 2026, 20:10: they are published two minutes after the last change.',
      ),
    ).toBeInTheDocument();
  });

  it('says why a publish failed: the host refused it, with its status', async () => {
    vi.mocked(getSitePublishStatus).mockResolvedValueOnce({
      last: { ...succeeded, state: 'failed', reason: 'refused', httpStatus: 503 },
      changesWaitingSince: null,
      lastChangeAt: null,
    });
    const site = await section();
    expect(await site.findByText('Failed')).toBeInTheDocument();
    expect(
      site.getByText('Nov 27, 2026, 18:05: the host refused the build (HTTP 503).'),
    ).toBeInTheDocument();
  });

  it('says a publish under way, with its start', async () => {
    vi.mocked(getSitePublishStatus).mockResolvedValueOnce({
      last: { ...succeeded, state: 'calling', finishedAt: null, httpStatus: null },
      changesWaitingSince: null,
      lastChangeAt: null,
    });
    const site = await section();
    expect(await site.findByText('Publishing')).toBeInTheDocument();
    expect(site.getByText('Started Nov 27, 2026, 18:05.')).toBeInTheDocument();
  });

  it('publishes at once on "Publish site", says so, and reads the status again', async () => {
    const user = userEvent.setup();
    vi.mocked(publishSite).mockResolvedValue({ ...succeeded, id: 4, cause: 'manager' });
    const site = await section();
    await site.findByText('Published');
    const reads = vi.mocked(getSitePublishStatus).mock.calls.length;
    await user.click(site.getByRole('button', { name: 'Publish site' }));
    expect(await screen.findByText('The site is being published.')).toBeInTheDocument();
    expect(publishSite).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(vi.mocked(getSitePublishStatus).mock.calls.length).toBeGreaterThan(reads),
    );
  });

  it("shows a refusal of the publish by its code, in the reader's words", async () => {
    const user = userEvent.setup();
    vi.mocked(publishSite).mockRejectedValue(
      new DataError('Only the manager can publish the site.', '403', null, {
        code: 'access.manager_only',
        params: { action: 'publish the site' },
      }),
    );
    const site = await section();
    await user.click(await site.findByRole('button', { name: 'Publish site' }));
    expect(await screen.findByText('Only the manager can do this.')).toBeInTheDocument();
  });

  it('is not shown to reception', async () => {
    renderWithProviders(<SettingsRoute />, 'reception', '/admin/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.queryByRole('region', { name: 'Public site' })).not.toBeInTheDocument();
    expect(getSitePublishStatus).not.toHaveBeenCalled();
  });

  it('reads right to left in Arabic, the status and the button in Arabic', async () => {
    await activateLocale('ar');
    vi.mocked(getSitePublishStatus).mockResolvedValueOnce({
      last: { ...succeeded, state: 'failed', reason: 'not_configured', httpStatus: null },
      changesWaitingSince: null,
      lastChangeAt: null,
    });
    const site = await section('الموقع العام');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await site.findByText('فشل')).toBeInTheDocument();
    expect(
      site.getByText(/لم يُضبط رابط النشر للموقع \(SITE_DEPLOY_HOOK_URL\)/),
    ).toBeInTheDocument();
    expect(site.getByRole('button', { name: 'نشر الموقع' })).toBeInTheDocument();
  });
});
