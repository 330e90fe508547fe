import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { listBirthdayPackages } from '@venue/data/birthday-packages/list-birthday-packages';
import { DataError } from '@venue/data/errors';
import { listFaqs } from '@venue/data/faqs/list-faqs';
import { listFeedbackPage } from '@venue/data/feedback/list-feedback-page';
import { postFeedback } from '@venue/data/feedback/post-feedback';
import { listMenuItems } from '@venue/data/menu-items/list-menu-items';
import { listOffers } from '@venue/data/offers/list-offers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { packages } from '../test/birthday-packages.ts';
import { renderRoutes } from '../test/render.tsx';
import { createRootRoute } from './router.tsx';

vi.mock('../lib/public-client.ts', () => ({ publicClient: {} }));
vi.mock('@venue/data/menu-items/list-menu-items', () => ({ listMenuItems: vi.fn() }));
vi.mock('@venue/data/offers/list-offers', () => ({ listOffers: vi.fn() }));
vi.mock('@venue/data/faqs/list-faqs', () => ({ listFaqs: vi.fn() }));
vi.mock('@venue/data/birthday-packages/list-birthday-packages', () => ({
  listBirthdayPackages: vi.fn(),
}));
vi.mock('@venue/data/feedback/list-feedback-page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@venue/data/feedback/list-feedback-page')>()),
  listFeedbackPage: vi.fn(),
}));
vi.mock('@venue/data/feedback/post-feedback', () => ({ postFeedback: vi.fn() }));

const unpriced = { price: null, description: null, category: 'food', own_category: null };

beforeEach(() => {
  vi.mocked(listMenuItems).mockResolvedValue([]);
  vi.mocked(listOffers).mockResolvedValue([]);
  vi.mocked(listFaqs).mockResolvedValue([]);
  vi.mocked(listBirthdayPackages).mockResolvedValue(packages);
  vi.mocked(listFeedbackPage).mockResolvedValue({ items: [], remaining: 0 });
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

async function arabicPage(path: string, heading: string) {
  const view = renderRoutes(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  return view;
}

describe('the Arabic pages', () => {
  it('/ar/menu: the cafe menu in Arabic, its carousel controls too, each name in Arabic where written', async () => {
    vi.mocked(listMenuItems).mockResolvedValue([
      { id: 'espresso', name: { en: 'Espresso' }, image: 'Espresso', ...unpriced },
      { id: 'tea', name: { en: 'Mint tea', ar: 'شاي بالنعناع' }, image: 'Mint', ...unpriced },
    ]);
    await arabicPage('/ar/menu', 'قائمة مقهانا');

    const items = within(screen.getByRole('region', { name: 'أصناف القائمة' }));
    // Written only in English: shown in English, marked as English.
    expect(await items.findByRole('heading', { name: 'Espresso' })).toHaveAttribute('lang', 'en');
    expect(items.getByRole('heading', { name: 'شاي بالنعناع' })).toBeVisible();
    await userEvent.click(items.getByRole('button', { name: 'إيقاف العرض المتحرك' }));
    expect(items.getByRole('button', { name: 'تشغيل العرض المتحرك' })).toBeVisible();
  });

  it('/ar/menu: prices as "14.50 ₪" left to right, category chips in Arabic, her own ones in her Arabic', async () => {
    vi.mocked(listMenuItems).mockResolvedValue([
      {
        id: 'tea',
        name: { ar: 'شاي بالنعناع' },
        image: 'Mint',
        price: 14.5,
        description: { ar: 'طازج كل يوم' },
        category: 'drinks',
        own_category: null,
      },
      {
        id: 'cake',
        name: { ar: 'كعكة' },
        image: 'Cake',
        price: 20,
        description: null,
        category: 'sweets',
        own_category: null,
      },
      {
        id: 'nachos',
        name: { en: 'Nachos', ar: 'ناتشوز' },
        image: 'Nachos',
        ...unpriced,
        category: null,
        own_category: { en: 'Sharing plates', ar: 'أطباق للمشاركة' },
      },
    ]);
    await arabicPage('/ar/menu', 'قائمة مقهانا');

    const items = within(screen.getByRole('region', { name: 'أصناف القائمة' }));
    const tea = (await items.findByRole('heading', { name: 'شاي بالنعناع' })).closest('article');
    const price = within(tea as HTMLElement).getByText('14.50', { exact: false });
    expect(price.tagName).toBe('BDI');
    expect(price).toHaveAttribute('dir', 'ltr');
    expect(price).toHaveTextContent('14.50 ₪');
    expect(within(tea as HTMLElement).getByText('طازج كل يوم')).toHaveAttribute('dir', 'auto');

    const chips = within(items.getByRole('group', { name: 'فئات القائمة' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'الكل',
      'المشروبات',
      'الحلويات',
      'أطباق للمشاركة',
    ]);
    await userEvent.click(chips.getByRole('button', { name: 'الحلويات' }));
    expect(items.getByRole('heading', { name: 'كعكة' })).toBeVisible();
    expect(items.queryByRole('heading', { name: 'شاي بالنعناع' })).not.toBeInTheDocument();
  });

  it('/ar/menu: says in Arabic that the menu is empty', async () => {
    await arabicPage('/ar/menu', 'قائمة مقهانا');
    expect(await screen.findByText('لا توجد أصناف في القائمة حاليًا.')).toBeVisible();
  });

  it('/ar/offers: spend and earn in Arabic, amounts and points kept left to right', async () => {
    vi.mocked(listOffers).mockResolvedValue([{ id: 'a', spend: 1000, get: 180, position: 1 }]);
    await arabicPage('/ar/offers', 'عروض الولاء');

    const list = await screen.findByRole('list', { name: 'أنفقوا واكسبوا' });
    const [offer] = within(list).getAllByRole('listitem');
    expect(offer).toHaveTextContent('أنفقوا\u20661,000 ₪\u2069احصلوا على180 نقطة');
    expect(within(offer as HTMLElement).getByText('\u20661,000 ₪\u2069').tagName).toBe('BDI');
    expect(within(offer as HTMLElement).getByText('180').tagName).toBe('BDI');
    expect(screen.getByRole('heading', { name: 'كيف يعمل البرنامج' })).toBeVisible();
  });

  it('/ar/birthday-packages: the packages in Arabic, one written only in English marked as English', async () => {
    await arabicPage('/ar/birthday-packages', 'باقات أعياد الميلاد');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Spark' });
    const spark = heading.closest('li');
    expect(spark).toHaveTextContent(
      '\u206680 ₪\u2069 للشخصحتى 10 أشخاصجلسة واقع افتراضي واحدةساعة من البولينغمقاعد محجوزة للحفلةاحجزوا Spark',
    );
    // The Arabic title (a brand name, in Latin letters in Arabic too) is no fallback.
    expect(heading.querySelector('[lang]')).toBeNull();
    // Blaze has no Arabic yet: its title and items show in English, marked as English.
    const blaze = screen.getByRole('heading', { level: 2, name: 'Blaze' });
    expect(within(blaze).getByText('Blaze')).toHaveAttribute('lang', 'en');
    expect(within(blaze).getByText('Blaze')).toHaveAttribute('dir', 'ltr');
    const blazeItems = within(blaze.closest('li') as HTMLElement).getByRole('list');
    expect(blazeItems).toHaveAttribute('lang', 'en');
    expect(blazeItems).toHaveAttribute('dir', 'ltr');
    expect(blazeItems).toHaveTextContent('1 VR session1.5 hours bowling');
    // Inferno's Arabic items, not its English ones.
    const inferno = screen.getByRole('heading', { level: 2, name: 'Inferno' }).closest('li');
    expect(inferno).toHaveTextContent('جلستا واقع افتراضي');
    expect(inferno).not.toHaveTextContent('2 VR sessions');
    expect(screen.getByRole('link', { name: 'احجزوا Spark' })).toHaveAttribute(
      'href',
      '/ar/booking?type=birthday&package=spark',
    );
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: '+970 2 295 0000' })).toHaveAttribute('dir', 'ltr');
  });

  it('/ar/faq: the questions in Arabic, one written only in English marked as English', async () => {
    vi.mocked(listFaqs).mockResolvedValue([
      {
        id: 'q1',
        question: { en: 'Do you have parking?', ar: 'هل لديكم موقف سيارات؟' },
        answer: { en: 'Yes.', ar: 'نعم، خلف المبنى.' },
        created_at: '2026-11-20T10:00:00+00:00',
        position: 1,
      },
      {
        id: 'q2',
        question: { en: 'Do you sell gift cards?' },
        answer: { en: 'At the counter.' },
        created_at: '2026-11-21T10:00:00+00:00',
        position: 2,
      },
    ]);
    await arabicPage('/ar/faq', 'الأسئلة الشائعة');

    const faqs = within(screen.getByRole('region', { name: 'الأسئلة والأجوبة' }));
    expect(await faqs.findByRole('button', { name: 'هل لديكم موقف سيارات؟' })).toBeVisible();
    expect(faqs.queryByText('Do you have parking?')).toBeNull();
    // No Arabic yet: the English shows, in English (its own lang and direction), never a blank.
    const fallback = faqs.getByText('Do you sell gift cards?');
    expect(fallback).toHaveAttribute('lang', 'en');
    expect(fallback).toHaveAttribute('dir', 'ltr');
    expect(faqs.getByText('At the counter.', { selector: 'p' })).toHaveAttribute('lang', 'en');
    expect(faqs.getByText(/هل لديكم سؤال آخر؟/)).toBeVisible();
    expect(faqs.getByRole('link', { name: 'hello@strikezone.example' })).toHaveAttribute(
      'dir',
      'ltr',
    );
  });

  it('/ar/feedback: the form, its stars and its errors in Arabic', async () => {
    await arabicPage('/ar/feedback', 'آراء الزوار');

    expect(await screen.findByText('لا توجد آراء بعد. كونوا أول من يشارك تجربته!')).toBeVisible();
    expect(screen.getByRole('group', { name: 'التقييم' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '5 من 5 نجوم' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'أرسلوا رأيكم' }));
    expect(screen.getByLabelText('اسمكم')).toHaveAccessibleDescription('الاسم مطلوب');
    expect(screen.getByLabelText('تعليقكم')).toHaveAccessibleDescription('التعليق مطلوب');
    expect(postFeedback).not.toHaveBeenCalled();
  });

  it("/ar/feedback: the server's refusal, English in the database, reads in Arabic", async () => {
    vi.mocked(postFeedback).mockRejectedValue(
      new DataError(
        'Too many feedback posts from this network. Please try again later.',
        'PT429',
        null,
        {
          code: 'limit.feedback_posts',
          params: {},
        },
      ),
    );
    await arabicPage('/ar/feedback', 'آراء الزوار');

    await userEvent.type(screen.getByLabelText('اسمكم'), 'ليلى');
    await userEvent.type(screen.getByLabelText('تعليقكم'), 'رائع');
    await userEvent.click(screen.getByRole('button', { name: 'أرسلوا رأيكم' }));
    expect(
      await screen.findByText(
        'تعذّر إرسال رأيكم: أُرسلت آراء كثيرة من هذه الشبكة. يُرجى المحاولة لاحقًا.',
      ),
    ).toBeVisible();
  });

  it("/ar/feedback: a failure the server did not explain reads as a general one in Arabic, not in the server's English", async () => {
    vi.mocked(postFeedback).mockRejectedValue(new DataError('The server is busy', null));
    await arabicPage('/ar/feedback', 'آراء الزوار');

    await userEvent.type(screen.getByLabelText('اسمكم'), 'ليلى');
    await userEvent.type(screen.getByLabelText('تعليقكم'), 'رائع');
    await userEvent.click(screen.getByRole('button', { name: 'أرسلوا رأيكم' }));
    expect(
      await screen.findByText('تعذّر إرسال رأيكم: حدث خطأ ما. يُرجى المحاولة مرة أخرى.'),
    ).toBeVisible();
  });

  it('shows the route error screen in Arabic, with a way back to the Arabic home', async () => {
    const failure = new Error('The lanes could not be loaded');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes('/ar/failing', (loadQueryClient, locale) => {
      const root = createRootRoute(loadQueryClient, locale);
      const FailingPage = (): never => {
        throw failure;
      };
      const failing = { path: 'failing', element: <FailingPage /> };
      return [{ ...root, children: [...root.children, failing] }];
    });

    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByRole('heading', { name: 'حدث خطأ غير متوقع في التطبيق!' })).toBeVisible();
    expect(alert.getByText('The lanes could not be loaded')).toBeVisible();
    expect(alert.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/ar');
  });
});
