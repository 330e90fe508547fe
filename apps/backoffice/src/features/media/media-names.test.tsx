import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { groupZoneMedia, listZoneMedia } from '@venue/data/zone-media/list-zone-media';
import { renameZoneMedia } from '@venue/data/zone-media/rename-zone-media';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { media, renderPage } from './media-test-data.tsx';

// The zones' pictures named in English and Arabic: the gallery shows each name in the staff
// member's language (another's marked as such) and what it lacks; the name is written a tab per
// language.

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/zone-media/list-zone-media', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listZoneMedia: vi.fn(),
}));
vi.mock('@venue/data/zone-media/rename-zone-media', () => ({ renameZoneMedia: vi.fn() }));

const rows = [
  media({ id: 'main', kind: 'main', name: { en: 'Bowling lanes', ar: 'مسارات البولينغ' } }),
  media({ id: 'both', name: { en: 'Six lanes', ar: 'ستة مسارات' } }),
  media({ id: 'english', name: { en: 'Glow night' } }),
  media({ id: 'unnamed', name: {} }),
];

/** The gallery card that shows `text`. */
async function card(text: string) {
  const images = await screen.findByRole('list', { name: /Bowling images|صور البولينغ/ });
  return within(images).getByText(text).closest('li') as HTMLElement;
}

beforeEach(() => {
  vi.mocked(listZoneMedia).mockReset().mockResolvedValue(groupZoneMedia(rows));
  vi.mocked(renameZoneMedia)
    .mockReset()
    .mockImplementation(async (_client, id, values) => media({ id, name: values.name }));
});

describe('zone picture names in English and Arabic', () => {
  it('lists each name in English, marks the one that lacks Arabic, and names nothing unnamed', async () => {
    renderPage();
    expect(await card('Six lanes')).not.toHaveTextContent(/Needs/);
    expect(await card('Glow night')).toHaveTextContent('Needs Arabic');
    const unnamed = await card('Image');
    expect(unnamed).not.toHaveTextContent(/Needs/);
    expect(within(unnamed).getByRole('img')).toHaveAttribute('alt', 'Image');
    expect(screen.getByText('Bowling lanes')).toBeInTheDocument();
  });

  it('writes an Arabic name on its own tab beside the English one, trimmed', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit name: Glow night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Name this image' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Glow night');
    const arabicTab = within(dialog).getByRole('tab', { name: /العربية/ });
    expect(arabicTab).toHaveTextContent('Missing');
    await user.click(arabicTab);
    const panel = within(dialog).getByRole('tabpanel', { name: /العربية/ });
    await user.type(within(panel).getByRole('textbox', { name: /^Name/ }), ' ليلة الأضواء ');
    expect(arabicTab).not.toHaveTextContent('Missing');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(renameZoneMedia).toHaveBeenCalledWith({}, 'english', {
        name: { en: 'Glow night', ar: 'ليلة الأضواء' },
      }),
    );
    expect(await screen.findByText('Name saved successfully!')).toBeInTheDocument();
  });

  it('refuses a name over 200 characters on its tab and saves nothing; clearing both is no name', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit name: Six lanes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Name this image' });
    const english = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(english);
    // The field stops at the limit; a pasted name is checked all the same.
    english.removeAttribute('maxlength');
    await user.click(english);
    await user.paste('x'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(english).toHaveAccessibleDescription(/Name must be at most 200 characters/);
    expect(renameZoneMedia).not.toHaveBeenCalled();

    await user.clear(english);
    await user.click(within(dialog).getByRole('tab', { name: /العربية/ }));
    const panel = within(dialog).getByRole('tabpanel', { name: /العربية/ });
    await user.clear(within(panel).getByRole('textbox', { name: /^Name/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(renameZoneMedia).toHaveBeenCalledWith({}, 'both', { name: {} }));
  });

  it('in Arabic, shows the Arabic names, an English-only name marked as English', async () => {
    await activateLocale('ar');
    renderPage();
    expect(await card('ستة مسارات')).not.toHaveTextContent(/يحتاج/);
    expect(screen.getByText('مسارات البولينغ')).toBeInTheDocument();
    const english = await card('Glow night');
    expect(within(english).getByText('Glow night')).toHaveAttribute('lang', 'en');
    expect(within(english).getByText('Glow night')).toHaveAttribute('dir', 'ltr');
    expect(english).toHaveTextContent('بحاجة إلى العربية');
    expect(within(english).getByRole('img')).toHaveAttribute('alt', 'Glow night');
    expect(
      within(english).getByRole('button', { name: 'تعديل الاسم: Glow night' }),
    ).toBeInTheDocument();
  });
});
