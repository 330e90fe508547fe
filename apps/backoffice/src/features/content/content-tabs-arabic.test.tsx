import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { moveContentItem } from '@venue/data/content-order/move-content-item';
import { DataError } from '@venue/data/errors';
import { addFaq } from '@venue/data/faqs/add-faq';
import { listFaqs } from '@venue/data/faqs/list-faqs';
import { listFeedback } from '@venue/data/feedback/list-feedback';
import { searchMenuItems } from '@venue/data/menu-items/search-menu-items';
import { listOffers } from '@venue/data/offers/list-offers';
import { getPrices } from '@venue/data/prices/get-prices';
import { fileTooLargeMessage, menuImageFileMessage, menuImageMaxBytes } from '@venue/domain/files';
import { birthdayPackageFormSchema } from '@venue/domain/forms/birthday-package-form';
import { faqFormSchema } from '@venue/domain/forms/faq-form';
import { mediaNameFormSchema } from '@venue/domain/forms/media-name-form';
import { menuItemFormSchema } from '@venue/domain/forms/menu-item-form';
import { offerFormSchema } from '@venue/domain/forms/offer-form';
import { pricesFormSchema } from '@venue/domain/forms/prices-form';
import { englishOfMessage } from '@venue/domain/refusal-english';
import { refusalOf } from '@venue/domain/refusals';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messageText } from '../../lib/domain-messages.ts';
import { activateLocale } from '../../lib/i18n.ts';
import { expectNoEnglish, ils, renderInArabic } from '../../test/in-arabic.tsx';
import { expectVisible } from '../../test/visible.ts';
import { FaqsTab } from './faqs/faqs-tab.tsx';
import { FeedbackTab } from './feedback/feedback-tab.tsx';
import { MenuTab } from './menu/menu-tab.tsx';
import { OffersTab } from './offers/offers-tab.tsx';
import { PricesTab } from './prices/prices-tab.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/menu-items/search-menu-items', () => ({ searchMenuItems: vi.fn() }));
vi.mock('@venue/data/menu-items/add-menu-item', () => ({ addMenuItem: vi.fn() }));
vi.mock('@venue/data/menu-items/upload-menu-image', () => ({
  uploadMenuImage: vi.fn(),
  removeMenuImage: vi.fn(),
}));
vi.mock('@venue/data/feedback/list-feedback', () => ({ listFeedback: vi.fn() }));
vi.mock('@venue/data/offers/list-offers', () => ({ listOffers: vi.fn() }));
vi.mock('@venue/data/offers/add-offer', () => ({ addOffer: vi.fn() }));
vi.mock('@venue/data/prices/get-prices', () => ({ getPrices: vi.fn() }));
vi.mock('@venue/data/prices/update-prices', () => ({ updatePrices: vi.fn() }));
vi.mock('@venue/data/faqs/list-faqs', () => ({ listFaqs: vi.fn() }));
vi.mock('@venue/data/faqs/add-faq', () => ({ addFaq: vi.fn() }));
vi.mock('@venue/data/content-order/move-content-item', () => ({ moveContentItem: vi.fn() }));

// The manager working in Arabic: every tab reads right to left, in Arabic, with the domain's
// refusals in Arabic, prices as "70 ₪" and dates in the Palestinian calendar's words, while what
// the manager typed stays as typed in its own direction.

beforeEach(async () => {
  await activateLocale('ar');
});

describe('the content tabs in Arabic', () => {
  it('Manage Menu: the form, its refusal, the list count and the buttons in Arabic', async () => {
    vi.mocked(searchMenuItems).mockResolvedValue({
      items: [
        {
          id: 'm1',
          name: { ar: 'قهوة عربية' },
          image: 'اسأل النادل',
          price: null,
          description: null,
          category: 'food',
          own_category: null,
          created_at: '2026-11-01T10:00:00Z',
          position: 1,
        },
        {
          id: 'm2',
          name: { en: 'Latte' },
          image: 'Ask the barista',
          price: null,
          description: null,
          category: 'food',
          own_category: null,
          created_at: '2026-11-01T10:00:00Z',
          position: 2,
        },
      ],
      total: 2,
    });
    const user = userEvent.setup();
    renderInArabic(<MenuTab />);
    expect(screen.getByRole('heading', { level: 2, name: 'إدارة القائمة' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'إضافة صنف إلى القائمة' });
    expect(within(form).getByRole('textbox', { name: /اسم الصنف/ })).toBeInTheDocument();
    const limit = within(form).getByText('5 MB');
    expect(limit.tagName).toBe('BDI');
    expect(limit.parentElement).toHaveTextContent(/^الحد الأقصى 5 MB\.$/);
    await user.click(within(form).getByRole('button', { name: 'إضافة الصنف' }));
    expect(await within(form).findAllByText('يُرجى تعبئة جميع الحقول ورفع صورة')).toHaveLength(2);

    const list = await screen.findByRole('list', { name: 'أصناف القائمة' });
    expect(screen.getByText('يُعرض 2 من أصل 2 من أصناف القائمة')).toBeInTheDocument();
    expect(within(list).getByText('قهوة عربية')).toHaveAttribute('dir', 'auto');
    expect(within(list).getByRole('button', { name: 'نقل قهوة عربية إلى الأعلى' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(list).getByRole('button', { name: 'نقل Latte إلى الأسفل' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(list).getByRole('button', { name: 'حذف Latte' })).toHaveTextContent('حذف');
    await user.click(within(list).getByRole('button', { name: 'تعديل Latte' }));
    const edit = screen.getByRole('form', { name: 'تعديل الصنف: Latte' });
    // The typed name sits in its own direction inside the Arabic title.
    const title = within(edit).getByRole('heading', { name: 'تعديل الصنف: Latte' });
    expect(within(title).getByText('Latte').tagName).toBe('BDI');
    expect(within(edit).getByRole('button', { name: 'حفظ' })).toBeInTheDocument();
    expect(within(edit).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    expect(within(edit).getByText('الصورة الحالية:')).toBeInTheDocument();
    expectNoEnglish(document.body, /Manage|Add Menu|Item name|Showing|Edit|Delete|Move/);
  });

  it('Manage Menu: price, category and description in Arabic, a price refusal in Arabic', async () => {
    vi.mocked(searchMenuItems).mockResolvedValue({
      items: [
        {
          id: 'm1',
          name: { ar: 'شاي بالنعناع' },
          image: 'شاي',
          price: 14.5,
          description: { ar: 'طازج كل يوم' },
          category: 'drinks',
          own_category: null,
          created_at: '2026-11-01T10:00:00Z',
          position: 1,
        },
        {
          id: 'm2',
          name: { en: 'Nachos', ar: 'ناتشوز' },
          image: 'Nachos',
          price: null,
          description: null,
          category: null,
          own_category: { en: 'Sharing plates' },
          created_at: '2026-11-01T10:00:00Z',
          position: 2,
        },
      ],
      total: 2,
    });
    const user = userEvent.setup();
    renderInArabic(<MenuTab />);
    const form = screen.getByRole('form', { name: 'إضافة صنف إلى القائمة' });
    const category = within(form).getByRole('combobox', { name: 'الفئة' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['المشروبات', 'المأكولات', 'الحلويات', 'فئة خاصة']);
    expect(within(form).getByRole('textbox', { name: 'الوصف' })).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'السعر (بالشيكل)' }), '-3');
    await user.selectOptions(category, 'own');
    await user.type(within(form).getByRole('textbox', { name: /اسم الصنف/ }), 'سحلب');
    await user.click(within(form).getByRole('button', { name: 'إضافة الصنف' }));
    expect(
      await within(form).findByText('يجب أن يكون السعر بالشيكل بين 0 و1000'),
    ).toBeInTheDocument();
    expect(within(form).getByText('يُرجى إدخال اسم الفئة')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'أصناف القائمة' });
    const [tea, nachos] = within(list).getAllByRole('listitem') as HTMLElement[];
    const price = within(tea as HTMLElement).getByText(/14\.50/);
    expect(price.tagName).toBe('BDI');
    expect(price).toHaveAttribute('dir', 'ltr');
    expect(within(tea as HTMLElement).getByText('المشروبات')).toBeInTheDocument();
    expect(within(tea as HTMLElement).getByText('طازج كل يوم')).toHaveAttribute('dir', 'auto');
    // Her own category, written only in English, is marked as English where Arabic is read.
    const own = within(nachos as HTMLElement).getByText('Sharing plates');
    expect(own).toHaveAttribute('lang', 'en');
    expect(own).toHaveAttribute('dir', 'ltr');
    expect(within(nachos as HTMLElement).getByText('ناتشوز')).toHaveAttribute('dir', 'auto');
    expect(within(nachos as HTMLElement).getByText('بحاجة إلى العربية')).toBeInTheDocument();
    expect(within(nachos as HTMLElement).getByText('بلا سعر')).toBeInTheDocument();
    expectNoEnglish(document.body, /Price|Category|Drinks|No price|Description|Own/);
  });

  it('Manage Feedback: the date in Arabic words on its day at the venue, the author as typed', async () => {
    vi.mocked(listFeedback).mockResolvedValue([
      {
        id: 'f1',
        name: 'ليلى',
        rating: 4,
        comment: 'Great lanes',
        likes: 2,
        dislikes: 0,
        // 00:30 on Nov 22 at the venue.
        created_at: '2026-11-21T22:30:00Z',
      },
    ]);
    renderInArabic(<FeedbackTab />);
    const list = await screen.findByRole('list', { name: 'آراء الزوار' });
    expect(
      within(list).getByText('22 تشرين الثاني 2026 · تقييمان إيجابيان · 0 تقييم سلبي'),
    ).toBeInTheDocument();
    expect(within(list).getByText('ليلى')).toHaveAttribute('dir', 'auto');
    expect(within(list).getByText('Great lanes')).toHaveAttribute('dir', 'auto');
    expect(within(list).getByRole('button', { name: 'حذف رأي ليلى' })).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: '4 من 5 نجوم' })).toBeInTheDocument();
    expectNoEnglish(document.body, /likes|Delete|Manage/);
  });

  it('Manage Offers: the ILS amounts in Arabic, a refusal and a refused move in Arabic', async () => {
    vi.mocked(listOffers).mockResolvedValue([
      { id: 'o1', spend: 250, get: 30, position: 1 },
      { id: 'o2', spend: 100, get: 10, position: 2 },
    ]);
    vi.mocked(moveContentItem).mockRejectedValue(
      new DataError('Only the manager can change the order.', '42501', null, {
        code: 'access.manager_only',
        params: { action: 'change the order' },
      }),
    );
    const user = userEvent.setup();
    renderInArabic(<OffersTab />);
    const list = await screen.findByRole('list', { name: 'العروض' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(`أنفق ${ils('250')} ← 30 نقطة`);
    const form = screen.getByRole('form', { name: 'إضافة عرض' });
    await user.click(within(form).getByRole('button', { name: 'إضافة العرض' }));
    expect(await within(form).findAllByText('يُرجى إدخال أعداد موجبة صالحة')).toHaveLength(2);

    await user.click(
      within(list).getByRole('button', {
        name: /^نقل عرض أنفق \u2066250\s₪\u2069 واحصل على 30 نقطة إلى الأسفل$/,
      }),
    );
    expect(
      await screen.findByText('تعذّر نقل العرض: المدير وحده يستطيع تغيير الترتيب.'),
    ).toBeInTheDocument();
  });

  it('Manage Prices: what the site shows now as "25 ₪", and a blank price refused in Arabic', async () => {
    vi.mocked(getPrices).mockResolvedValue({ bowling_game_price: 25, vr_session_price: 27.5 });
    const user = userEvent.setup();
    renderInArabic(<PricesTab />);
    const form = await screen.findByRole('form', { name: 'تعديل الأسعار' });
    const bowling = within(form).getByRole('textbox', { name: /البولينغ/ });
    expect(within(form).getByText(`الآن: ${ils('25')} للشخص في الجولة`)).toBeInTheDocument();
    expect(within(form).getByText(`الآن: ${ils('27.50')} للجلسة`)).toBeInTheDocument();
    expect(
      within(form).getByText(`أكثر من 0 وبحد أقصى ${ils('1,000')}، مع منزلتين عشريتين على الأكثر.`),
    ).toBeInTheDocument();
    await user.clear(bowling);
    await user.click(within(form).getByRole('button', { name: 'حفظ الأسعار' }));
    await waitFor(() => expect(bowling).toHaveAccessibleDescription(/يُرجى إدخال سعر/));
  });

  it('Manage FAQs: the form and its refusal in Arabic; a saved FAQ toasts in Arabic', async () => {
    vi.mocked(listFaqs).mockResolvedValue([
      {
        id: 'f1',
        question: { ar: 'هل يوجد موقف سيارات؟', en: 'Is there parking?' },
        answer: { ar: 'نعم، خلف المبنى.', en: 'Yes, behind the building.' },
        created_at: '2026-11-01T10:00:00Z',
        position: 1,
      },
    ]);
    vi.mocked(addFaq).mockResolvedValue({
      id: 'f2',
      question: { en: 'Cake?' },
      answer: { en: 'Yes' },
      created_at: '2026-11-02T10:00:00Z',
      position: 2,
    });
    const user = userEvent.setup();
    renderInArabic(<FaqsTab />);
    const list = await screen.findByRole('list', { name: 'الأسئلة الشائعة' });
    expect(within(list).getByText('هل يوجد موقف سيارات؟')).toHaveAttribute('dir', 'auto');
    expect(
      within(list).getByRole('button', { name: 'تعديل السؤال الشائع: هل يوجد موقف سيارات؟' }),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'إضافة سؤال شائع' });
    const question = within(form).getByRole('textbox', { name: /السؤال/ });
    await user.type(question, 'Cake?');
    await user.click(within(form).getByRole('button', { name: 'إضافة سؤال شائع' }));
    await expectVisible(await within(form).findByText('يُرجى إدخال السؤال والإجابة كليهما'));
    await user.type(within(form).getByRole('textbox', { name: /الإجابة/ }), 'Yes');
    await user.click(within(form).getByRole('button', { name: 'إضافة سؤال شائع' }));
    expect(await screen.findByText('تمت إضافة السؤال الشائع بنجاح!')).toBeInTheDocument();
  });
});

/** Every message a schema gives for `input`. */
function refusals(
  schema: { safeParse: (input: unknown) => { error?: { issues: { message: string }[] } } },
  input: unknown,
): string[] {
  return schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
}

describe("the content forms' refusals", () => {
  it('each one the domain can give reads in Arabic, with no English word left', () => {
    const messages = contentRefusals();
    expect(messages.size).toBeGreaterThanOrEqual(20);
    for (const message of messages) {
      const arabic = messageText(i18n, message);
      // "MB" is the unit the size limit is written with in both languages.
      expect({ message, english: arabic.replace('MB', '').match(/[A-Za-z]+/g) }).toEqual({
        message,
        english: null,
      });
    }
  });

  it('each one is a code, and reads in English in the words of the spec', async () => {
    await activateLocale('en');
    for (const message of contentRefusals()) {
      expect(refusalOf(message), message).not.toBeNull();
      const english = messageText(i18n, message).replace(/[\u2066-\u2069]/g, '');
      expect(english).toBe(englishOfMessage(message));
    }
  });
});

/** The refusals of the content forms: the domain's constants and what its schemas give. */
function contentRefusals(): Set<string> {
  const long = 'x'.repeat(5000);
  return new Set([
    menuImageFileMessage,
    fileTooLargeMessage(menuImageMaxBytes),
    ...refusals(menuItemFormSchema, { name: { en: '' }, image: '' }),
    ...refusals(menuItemFormSchema, { name: { en: long }, image: long }),
    ...refusals(menuItemFormSchema, {
      name: { en: 'Tea' },
      image: 'Tea',
      price: '-1',
      description: { en: long },
    }),
    ...refusals(menuItemFormSchema, { name: { en: 'Tea' }, image: 'Tea', price: '1.234' }),
    ...refusals(menuItemFormSchema, {
      name: { en: 'Tea' },
      image: 'Tea',
      category: 'own',
      ownCategory: { en: ' ' },
    }),
    ...refusals(menuItemFormSchema, {
      name: { en: 'Tea' },
      image: 'Tea',
      category: 'own',
      ownCategory: { en: long },
    }),
    ...refusals(menuItemFormSchema, { name: { en: 'Tea' }, image: 'Tea', category: 'Snacks' }),
    ...refusals(offerFormSchema, { spend: '0', get: '99999999' }),
    ...refusals(faqFormSchema, { question: { en: '', ar: '' }, answer: { en: '', ar: '' } }),
    ...refusals(faqFormSchema, {
      question: { en: long, ar: long },
      answer: { en: long, ar: long },
    }),
    ...refusals(birthdayPackageFormSchema, {}),
    ...refusals(birthdayPackageFormSchema, {
      title: { en: long, ar: long },
      price: '0',
      minPeople: '0',
      maxPeople: '0',
      duration: '5',
      items: { en: Array.from({ length: 30 }, () => long), ar: [long] },
    }),
    ...refusals(birthdayPackageFormSchema, {
      title: { en: 'Sun' },
      price: '10.123',
      minPeople: '9',
      maxPeople: '5',
      items: { en: [long, 'Cake\u200b'] },
    }),
    ...refusals(birthdayPackageFormSchema, {
      title: { en: 'Sun', ar: 'شمس' },
      price: '10',
      maxPeople: '5',
      items: { en: ['Cake'] },
    }),
    ...refusals(mediaNameFormSchema, { name: { en: long, ar: 'صورة\u200b' } }),
    ...refusals(pricesFormSchema, { bowlingGamePrice: '', vrSessionPrice: '5000' }),
    ...refusals(pricesFormSchema, { bowlingGamePrice: '1.234', vrSessionPrice: '5' }),
  ]);
}
