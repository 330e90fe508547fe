import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { listManagedBirthdayPackages } from '@venue/data/birthday-packages/list-managed-birthday-packages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { expectNoEnglish, ils, renderInArabic } from '../../../test/in-arabic.tsx';
import { BirthdayPackagesTab } from './birthday-packages-tab.tsx';

vi.mock('../../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/birthday-packages/list-managed-birthday-packages', () => ({
  listManagedBirthdayPackages: vi.fn(),
}));
vi.mock('@venue/data/birthday-packages/add-birthday-package', () => ({
  addBirthdayPackage: vi.fn(),
}));

// The manager keeping the birthday packages in Arabic: the list and the form in Arabic, what she
// typed in its own language, and what a package still lacks.

beforeEach(async () => {
  await activateLocale('ar');
});

describe('Manage Birthday Packages in Arabic', () => {
  it('Manage Birthday Packages: prices as "70 ₪", the group size in Arabic, refusals in Arabic', async () => {
    vi.mocked(listManagedBirthdayPackages).mockResolvedValue([
      {
        id: 'p1',
        title: { ar: 'باقة النجوم' },
        price: 70,
        items: { ar: ['جلسة واقع افتراضي', 'ساعة ونصف من البولينغ'] },
        min_people: 11,
        max_people: 25,
        duration: 90,
        updated_at: '2026-11-01T10:00:00Z',
      },
      {
        id: 'p2',
        title: { en: 'Mini' },
        price: 22.5,
        items: {},
        min_people: 1,
        max_people: 10,
        duration: 45,
        updated_at: '2026-11-01T10:00:00Z',
      },
    ]);
    const user = userEvent.setup();
    renderInArabic(<BirthdayPackagesTab />);
    const list = await screen.findByRole('list', { name: 'باقات أعياد الميلاد' });
    expect(
      within(list).getByText(`${ils('70')} للشخص · من 11 إلى 25 شخصًا · 90 دقيقة`),
    ).toBeInTheDocument();
    expect(
      within(list).getByText(`${ils('22.50')} للشخص · حتى 10 أشخاص · 45 دقيقة`),
    ).toBeInTheDocument();
    expect(within(list).getByText('باقة النجوم')).toHaveAttribute('dir', 'auto');
    expect(within(list).getByText('جلسة واقع افتراضي').closest('li')).toHaveAttribute(
      'dir',
      'auto',
    );
    // A package written in English only shows in English, marked as such, and says what it needs.
    expect(within(list).getByText('Mini')).toHaveAttribute('lang', 'en');
    expect(within(list).getByText('Mini')).toHaveAttribute('dir', 'ltr');
    const [stars, mini] = [...list.children];
    expect(stars).toHaveTextContent('بحاجة إلى الإنجليزية');
    expect(mini).toHaveTextContent('بحاجة إلى العربية');

    const form = screen.getByRole('form', { name: 'إضافة باقة عيد ميلاد' });
    await user.click(within(form).getByRole('button', { name: 'إضافة الباقة' }));
    expect(
      (await within(form).findAllByText('يُرجى تعبئة جميع الحقول المطلوبة')).length,
    ).toBeGreaterThan(0);
    await user.type(within(form).getByRole('textbox', { name: /العنوان/ }), 'باقة الشمس');
    await user.type(within(form).getByRole('textbox', { name: /السعر للشخص/ }), '65');
    const minPeople = within(form).getByRole('textbox', { name: /الحد الأدنى لعدد الأشخاص/ });
    await user.type(minPeople, '30');
    await user.type(within(form).getByRole('textbox', { name: /الحد الأقصى لعدد الأشخاص/ }), '20');
    await user.click(within(form).getByRole('button', { name: 'إضافة الباقة' }));
    await waitFor(() =>
      expect(minPeople).toHaveAccessibleDescription(
        /لا يمكن أن يكون الحد الأدنى لعدد الأشخاص أكبر من الحد الأقصى/,
      ),
    );
    expectNoEnglish(document.body, /people|per person|minutes|Please|Add Package/);
  });
});
