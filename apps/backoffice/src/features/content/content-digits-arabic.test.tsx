import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { addBirthdayPackage } from '@venue/data/birthday-packages/add-birthday-package';
import { listManagedBirthdayPackages } from '@venue/data/birthday-packages/list-managed-birthday-packages';
import { searchMenuItems } from '@venue/data/menu-items/search-menu-items';
import { updateMenuItem } from '@venue/data/menu-items/update-menu-item';
import { addOffer } from '@venue/data/offers/add-offer';
import { listOffers } from '@venue/data/offers/list-offers';
import { getPrices } from '@venue/data/prices/get-prices';
import { updatePrices } from '@venue/data/prices/update-prices';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { BirthdayPackagesTab } from './birthday-packages/birthday-packages-tab.tsx';
import { MenuTab } from './menu/menu-tab.tsx';
import { OffersTab } from './offers/offers-tab.tsx';
import { PricesTab } from './prices/prices-tab.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/menu-items/search-menu-items', () => ({ searchMenuItems: vi.fn() }));
vi.mock('@venue/data/menu-items/update-menu-item', () => ({ updateMenuItem: vi.fn() }));
vi.mock('@venue/data/birthday-packages/list-managed-birthday-packages', () => ({
  listManagedBirthdayPackages: vi.fn(),
}));
vi.mock('@venue/data/birthday-packages/add-birthday-package', () => ({
  addBirthdayPackage: vi.fn(),
}));
vi.mock('@venue/data/offers/list-offers', () => ({ listOffers: vi.fn() }));
vi.mock('@venue/data/offers/add-offer', () => ({ addOffer: vi.fn() }));
vi.mock('@venue/data/prices/get-prices', () => ({ getPrices: vi.fn() }));
vi.mock('@venue/data/prices/update-prices', () => ({ updatePrices: vi.fn() }));

// The manager types numbers on a keyboard set to Arabic: Arabic-Indic digits ("٨٠"), Persian ones
// ("۸۰"), the Arabic decimal separator "٫" and thousands separator "٬". Every number field of the
// content tabs saves them as the numbers they are.

function renderInArabic(tab: ReactNode) {
  render(<AppProviders queryClient={createQueryClient({ retry: false })}>{tab}</AppProviders>);
  return userEvent.setup();
}

const textbox = (form: HTMLElement, name: string | RegExp) =>
  within(form).getByRole('textbox', { name });

beforeEach(async () => {
  vi.clearAllMocks();
  await activateLocale('ar');
});

describe('numbers typed in Arabic digits in the content tabs', () => {
  it('Manage Offers: spend and get', async () => {
    vi.mocked(listOffers).mockResolvedValue([]);
    vi.mocked(addOffer).mockResolvedValue({ id: 'o1', spend: 1200, get: 15, position: 1 });
    const user = renderInArabic(<OffersTab />);
    const form = screen.getByRole('form', { name: 'إضافة عرض' });
    await user.type(textbox(form, /المبلغ المنفق/), '١٬٢٠٠');
    await user.type(textbox(form, /النقاط المكتسبة/), '۱۵');
    await user.click(within(form).getByRole('button', { name: 'إضافة العرض' }));
    await waitFor(() => expect(addOffer).toHaveBeenCalledWith({}, { spend: 1200, get: 15 }));
  });

  it('Manage Birthday Packages: price with the Arabic decimal separator, group size and duration', async () => {
    vi.mocked(listManagedBirthdayPackages).mockResolvedValue([]);
    vi.mocked(addBirthdayPackage).mockImplementation(async (_client, values) => ({
      id: 'p1',
      title: values.title,
      price: values.price,
      items: values.items,
      min_people: values.minPeople,
      max_people: values.maxPeople,
      duration: values.duration,
      updated_at: '2026-11-01T10:00:00Z',
    }));
    const user = renderInArabic(<BirthdayPackagesTab />);
    const form = screen.getByRole('form', { name: 'إضافة باقة عيد ميلاد' });
    await user.type(textbox(form, /العنوان/), 'Spark');
    await user.type(textbox(form, /السعر للشخص/), '٨٠٫٥٠');
    await user.type(textbox(form, /الحد الأدنى لعدد الأشخاص/), '٥');
    await user.type(textbox(form, /الحد الأقصى لعدد الأشخاص/), '۱۰');
    await user.type(textbox(form, /المدة/), '٩٠');
    await user.click(within(form).getByRole('button', { name: 'إضافة الباقة' }));
    await waitFor(() =>
      expect(addBirthdayPackage).toHaveBeenCalledWith(
        {},
        expect.objectContaining({ price: 80.5, minPeople: 5, maxPeople: 10, duration: 90 }),
      ),
    );
  });

  it('Manage Menu: a price with the Arabic decimal separator', async () => {
    const item = {
      id: 'm1',
      name: { en: 'Latte' },
      image: 'Ask the barista',
      price: null,
      description: null,
      category: 'drinks',
      own_category: null,
      created_at: '2026-11-01T10:00:00Z',
      position: 1,
    };
    vi.mocked(searchMenuItems).mockResolvedValue({ items: [item], total: 1 });
    vi.mocked(updateMenuItem).mockImplementation(async (_client, id, values) => ({
      ...item,
      name: values.name,
      price: values.price ?? null,
      id,
    }));
    const user = renderInArabic(<MenuTab />);
    await user.click(await screen.findByRole('button', { name: 'تعديل Latte' }));
    const form = screen.getByRole('form', { name: 'تعديل الصنف: Latte' });
    await user.type(textbox(form, 'السعر (بالشيكل)'), '١٤٫٥');
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(updateMenuItem).toHaveBeenCalledWith(
        {},
        'm1',
        expect.objectContaining({ price: 14.5 }),
      ),
    );
  });

  it('Manage Prices: bowling and VR', async () => {
    vi.mocked(getPrices).mockResolvedValue({ bowling_game_price: 25, vr_session_price: 35 });
    vi.mocked(updatePrices).mockResolvedValue({ bowling_game_price: 27.5, vr_session_price: 40 });
    const user = renderInArabic(<PricesTab />);
    const form = await screen.findByRole('form', { name: 'تعديل الأسعار' });
    const bowling = textbox(form, /البولينغ/);
    const vr = textbox(form, /الواقع الافتراضي/);
    await user.clear(bowling);
    await user.type(bowling, '٢٧٫٥٠');
    await user.clear(vr);
    await user.type(vr, '۴۰');
    await user.click(within(form).getByRole('button', { name: 'حفظ الأسعار' }));
    await waitFor(() =>
      expect(updatePrices).toHaveBeenCalledWith({}, { bowlingGamePrice: 27.5, vrSessionPrice: 40 }),
    );
  });
});
