import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { moveContentItem } from '@venue/data/content-order/move-content-item';
import { addMenuItem } from '@venue/data/menu-items/add-menu-item';
import { deleteMenuItem } from '@venue/data/menu-items/delete-menu-item';
import {
  type AdminMenuItem,
  type MenuItemValues,
  searchMenuItems,
} from '@venue/data/menu-items/search-menu-items';
import { updateMenuItem } from '@venue/data/menu-items/update-menu-item';
import { removeMenuImage, uploadMenuImage } from '@venue/data/menu-items/upload-menu-image';
import { menuImageMaxBytes } from '@venue/domain/files';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { MenuTab } from './menu-tab.tsx';

vi.mock('../../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/menu-items/search-menu-items', () => ({ searchMenuItems: vi.fn() }));
vi.mock('@venue/data/menu-items/add-menu-item', () => ({ addMenuItem: vi.fn() }));
vi.mock('@venue/data/menu-items/delete-menu-item', () => ({ deleteMenuItem: vi.fn() }));
vi.mock('@venue/data/menu-items/update-menu-item', () => ({ updateMenuItem: vi.fn() }));
vi.mock('@venue/data/content-order/move-content-item', () => ({ moveContentItem: vi.fn() }));
vi.mock('@venue/data/menu-items/menu-image-storage', () => ({
  menuImagePathOf: (_client: unknown, image: string) =>
    image.startsWith(imageUrl) ? 'a/latte.png' : null,
}));
vi.mock('@venue/data/menu-items/upload-menu-image', () => ({
  uploadMenuImage: vi.fn(),
  removeMenuImage: vi.fn(),
}));

const imageUrl = 'http://127.0.0.1:54321/storage/v1/object/public/menu-images/a/latte.png';

function menuItems(count: number): AdminMenuItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `m${index + 1}`,
    name: { en: `Item ${index + 1}` },
    image: index === 0 ? 'Ask the barista' : `${imageUrl}?${index}`,
    price: null,
    description: null,
    category: 'food',
    own_category: null,
    created_at: '2026-11-01T10:00:00Z',
    position: index + 1,
  }));
}

/** What the form saves for the price, description and category when they are left as they are. */
const unpriced = { price: null, description: null, category: 'food', ownCategory: null };

/** The item the database answers for saved values. */
function savedItem(id: string, position: number, values: MenuItemValues): AdminMenuItem {
  return {
    id,
    created_at: '2026-11-01T10:00:00Z',
    position,
    name: values.name,
    image: values.image,
    price: values.price ?? null,
    description: values.description ?? null,
    category: values.category ?? 'food',
    own_category: values.ownCategory ?? null,
  };
}

const allItems = menuItems(15);

function renderTab() {
  const queryClient = createQueryClient({ retry: false });
  render(
    <AppProviders queryClient={queryClient}>
      <MenuTab />
    </AppProviders>,
  );
  const form = screen.getByRole('form', { name: 'Add menu item' });
  return {
    form,
    name: within(form).getByRole('textbox', { name: /Item name/ }),
    fileInput: form.querySelector('input[type="file"]') as HTMLInputElement,
    submit: within(form).getByRole('button', { name: 'Add Menu Item' }),
  };
}

const png = () => new File(['png'], 'latte.png', { type: 'image/png' });
const pdf = () => new File(['pdf'], 'menu.pdf', { type: 'application/pdf' });

beforeEach(() => {
  vi.mocked(searchMenuItems)
    .mockReset()
    .mockImplementation(async (_client, { search, offset, limit }) => {
      const matching = allItems.filter((item) =>
        (item.name.en ?? '').toLowerCase().includes((search ?? '').toLowerCase()),
      );
      return { items: matching.slice(offset, offset + limit), total: matching.length };
    });
  vi.mocked(uploadMenuImage).mockReset().mockResolvedValue({ url: imageUrl, path: 'a/latte.png' });
  vi.mocked(addMenuItem)
    .mockReset()
    .mockImplementation(async (_client, values) => savedItem('new', 16, values));
  vi.mocked(removeMenuImage).mockReset().mockResolvedValue();
  vi.mocked(deleteMenuItem).mockReset().mockResolvedValue({ fileError: null });
  vi.mocked(updateMenuItem)
    .mockReset()
    .mockImplementation(async (_client, id, values) => savedItem(id, 2, values));
  vi.mocked(moveContentItem).mockReset().mockResolvedValue(1);
});

describe('Manage Menu: adding an item', () => {
  it('needs a name and an image: "Please fill all fields and upload an image"', async () => {
    const user = userEvent.setup();
    const { name, submit, form } = renderTab();
    await user.click(submit);
    expect(
      await within(form).findAllByText('Please fill all fields and upload an image'),
    ).toHaveLength(2);
    await user.type(name, 'Latte');
    await user.click(submit);
    expect(within(form).getAllByText('Please fill all fields and upload an image')).toHaveLength(1);
    expect(uploadMenuImage).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image: "Please select an image file"', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { name, fileInput, submit, form } = renderTab();
    await user.type(name, 'Latte');
    await user.upload(fileInput, pdf());
    expect(await within(form).findByText('Please select an image file')).toBeInTheDocument();
    await user.click(submit);
    expect(within(form).getByText('Please select an image file')).toBeInTheDocument();
    expect(uploadMenuImage).not.toHaveBeenCalled();
  });

  it('uploads the image, saves the item with its URL and says so', async () => {
    const user = userEvent.setup();
    const { name, fileInput, submit } = renderTab();
    const file = png();
    await user.type(name, '  Latte ');
    await user.upload(fileInput, file);
    await user.click(submit);
    await waitFor(() =>
      expect(addMenuItem).toHaveBeenCalledWith(
        {},
        { name: { en: 'Latte' }, image: imageUrl, ...unpriced },
      ),
    );
    expect(uploadMenuImage).toHaveBeenCalledWith({}, file);
    expect(await screen.findByText('Menu item added successfully!')).toBeInTheDocument();
    expect(name).toHaveValue('');
  });

  it('reports a failed upload as "Error uploading image" and saves nothing', async () => {
    vi.mocked(uploadMenuImage).mockRejectedValue(
      new Error('The object exceeded the maximum allowed size'),
    );
    const user = userEvent.setup();
    const { name, fileInput, submit } = renderTab();
    await user.type(name, 'Latte');
    await user.upload(fileInput, png());
    await user.click(submit);
    expect(
      await screen.findByText('Error uploading image: Something went wrong. Please try again.'),
    ).toBeInTheDocument();
    expect(addMenuItem).not.toHaveBeenCalled();
  });

  it('removes the uploaded file again when the item cannot be saved', async () => {
    vi.mocked(addMenuItem).mockRejectedValue(
      new Error('new row violates row-level security policy'),
    );
    const user = userEvent.setup();
    const { name, fileInput, submit } = renderTab();
    await user.type(name, 'Latte');
    await user.upload(fileInput, png());
    await user.click(submit);
    expect(
      await screen.findByText('Error adding menu item: Something went wrong. Please try again.'),
    ).toBeInTheDocument();
    expect(removeMenuImage).toHaveBeenCalledWith({}, 'a/latte.png');
  });
});

describe('Manage Menu: the list', () => {
  it('shows 12 items, then 12 more on "Load more"; text images show as text', async () => {
    const user = userEvent.setup();
    renderTab();
    const list = await screen.findByRole('list', { name: 'Menu items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 15 menu items')).toBeInTheDocument();
    expect(within(list).getByText('Ask the barista')).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Item 2' })).toHaveAttribute(
      'src',
      `${imageUrl}?1`,
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(15));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches by name', async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('list', { name: 'Menu items' });
    await user.type(screen.getByRole('searchbox', { name: 'Search menu items' }), 'Item 1');
    await waitFor(() => expect(screen.getByText('Showing 7 of 7 menu items')).toBeInTheDocument());
    await user.clear(screen.getByRole('searchbox', { name: 'Search menu items' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search menu items' }), 'zzz');
    expect(await screen.findByText('No menu items match "zzz".')).toBeInTheDocument();
  });

  it('keeps the list shown while a search loads, then shows what it found', async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('button', { name: 'Edit Item 2' });
    let answer: (page: { items: AdminMenuItem[]; total: number }) => void = () => undefined;
    // Only the search for the whole name is held: on a busy machine the debounced search can also
    // go out for a part of it ("Item 1") while the name is still being typed.
    const answerAtOnce = vi.mocked(searchMenuItems).getMockImplementation();
    vi.mocked(searchMenuItems).mockImplementation((client, query) =>
      query.search === 'Item 15'
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : (answerAtOnce?.(client, query) ?? Promise.reject(new Error('No search mock'))),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search menu items' }), 'Item 15');
    await waitFor(() =>
      expect(searchMenuItems).toHaveBeenLastCalledWith(
        {},
        expect.objectContaining({ search: 'Item 15' }),
      ),
    );
    // The search is on its way: the list of before stays, with no "Loading" in its place.
    expect(screen.getByRole('button', { name: 'Edit Item 2' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading menu items')).not.toBeInTheDocument();
    answer({ items: allItems.filter((item) => item.name.en === 'Item 15'), total: 1 });
    expect(await screen.findByText('Showing 1 of 1 menu items')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Item 2' })).not.toBeInTheDocument();
  });

  it('deletes an item after confirmation', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete Item 3' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(deleteMenuItem).toHaveBeenCalledWith({}, expect.objectContaining({ id: 'm3' })),
    );
    expect(await screen.findByText('Menu item deleted successfully!')).toBeInTheDocument();
  });

  it('moves an item with its labelled buttons; while searching the order cannot change', async () => {
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByRole('button', { name: 'Move Item 1 up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Move Item 3 up' }));
    await waitFor(() => expect(moveContentItem).toHaveBeenCalledWith({}, 'menu_items', 'm3', 'up'));

    await user.type(screen.getByRole('searchbox', { name: 'Search menu items' }), 'Item 1');
    expect(await screen.findByText(/Clear the search to change the order/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  });
});

describe('Manage Menu: editing an item', () => {
  it('loads the name; Save without a new image keeps the image and says "Menu item updated successfully!"', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Item 2' }));
    const form = screen.getByRole('form', { name: 'Edit menu item: Item 2' });
    const name = within(form).getByRole('textbox', { name: /Item name/ });
    expect(name).toHaveValue('Item 2');
    await user.clear(name);
    await user.type(name, ' Flat white ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateMenuItem).toHaveBeenCalledWith({}, 'm2', {
        name: { en: 'Flat white' },
        image: `${imageUrl}?1`,
        ...unpriced,
      }),
    );
    expect(uploadMenuImage).not.toHaveBeenCalled();
    expect(addMenuItem).not.toHaveBeenCalled();
    expect(removeMenuImage).not.toHaveBeenCalled();
    expect(await screen.findByText('Menu item updated successfully!')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add menu item' })).toBeInTheDocument();
  });

  it('a blank name is refused as when adding, and nothing is saved', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Item 2' }));
    const form = screen.getByRole('form', { name: 'Edit menu item: Item 2' });
    await user.clear(within(form).getByRole('textbox', { name: /Item name/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Please fill all fields and upload an image'),
    ).toBeInTheDocument();
    expect(updateMenuItem).not.toHaveBeenCalled();
  });

  it('a new image is uploaded, saved with the item, and the old file removed', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Item 2' }));
    const form = screen.getByRole('form', { name: 'Edit menu item: Item 2' });
    vi.mocked(uploadMenuImage).mockResolvedValue({
      url: 'http://cdn.test/new.png',
      path: 'b/new.png',
    });
    await user.upload(form.querySelector('input[type="file"]') as HTMLInputElement, png());
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateMenuItem).toHaveBeenCalledWith({}, 'm2', {
        name: { en: 'Item 2' },
        image: 'http://cdn.test/new.png',
        ...unpriced,
      }),
    );
    await waitFor(() => expect(removeMenuImage).toHaveBeenCalledWith({}, 'a/latte.png'));
    expect(await screen.findByText('Menu item updated successfully!')).toBeInTheDocument();
  });

  it('an image that is no https address must be replaced by an upload before saving', async () => {
    const forged = {
      ...allItems[1],
      id: 'm99',
      name: { en: 'Forged' },
      image: 'javascript:alert(1)',
    };
    vi.mocked(searchMenuItems).mockResolvedValue({ items: [forged] as AdminMenuItem[], total: 1 });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Forged' }));
    const form = screen.getByRole('form', { name: 'Edit menu item: Forged' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText(
        'Please upload an image: only https:// image addresses are allowed',
      ),
    ).toBeInTheDocument();
    expect(updateMenuItem).not.toHaveBeenCalled();
    // A file's own name is no address: "http-logo.png" is an image like any other.
    const file = new File(['png'], 'http-logo.png', { type: 'image/png' });
    await user.upload(form.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateMenuItem).toHaveBeenCalledWith({}, 'm99', {
        name: { en: 'Forged' },
        image: imageUrl,
        ...unpriced,
      }),
    );
  });

  it('a failed edit says "Error updating menu item" and removes the new upload again', async () => {
    vi.mocked(updateMenuItem).mockRejectedValue(
      new Error('permission denied for table menu_items'),
    );
    vi.mocked(uploadMenuImage).mockResolvedValue({
      url: 'http://cdn.test/new.png',
      path: 'b/new.png',
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Item 2' }));
    const form = screen.getByRole('form', { name: 'Edit menu item: Item 2' });
    await user.upload(form.querySelector('input[type="file"]') as HTMLInputElement, png());
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Error updating menu item: Something went wrong. Please try again.'),
    ).toBeInTheDocument();
    expect(removeMenuImage).toHaveBeenCalledWith({}, 'b/new.png');
    expect(removeMenuImage).not.toHaveBeenCalledWith({}, 'a/latte.png');
  });
});

describe('Manage Menu: an image over the size limit', () => {
  it('is refused when chosen, naming the limit, and nothing is uploaded', async () => {
    const user = userEvent.setup();
    const { name, fileInput, submit, form } = renderTab();
    const large = new File([new Uint8Array(menuImageMaxBytes + 1)], 'huge.png', {
      type: 'image/png',
    });
    await user.type(name, 'Latte');
    await user.upload(fileInput, large);
    const refusal = 'This file is larger than 5 MB. Please choose a smaller file.';
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    await user.click(submit);
    expect(within(form).getByText(refusal)).toBeInTheDocument();
    expect(uploadMenuImage).not.toHaveBeenCalled();
  });

  it('a file of exactly the limit is accepted', async () => {
    const user = userEvent.setup();
    const { name, fileInput, submit } = renderTab();
    const exact = new File([new Uint8Array(menuImageMaxBytes)], 'exact.png', { type: 'image/png' });
    await user.type(name, 'Latte');
    await user.upload(fileInput, exact);
    await user.click(submit);
    await waitFor(() => expect(uploadMenuImage).toHaveBeenCalledWith({}, exact));
  });
});

describe('Manage Menu: price, description and category', () => {
  it('saves a price, a description and her own category, each trimmed', async () => {
    const user = userEvent.setup();
    const { name, fileInput, submit, form } = renderTab();
    await user.type(name, 'Sahlab');
    await user.upload(fileInput, png());
    await user.type(within(form).getByRole('textbox', { name: 'Price (ILS)' }), ' 14.5 ');
    await user.type(
      within(form).getByRole('textbox', { name: 'Description' }),
      ' Warm, with cinnamon. ',
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Category' }),
      'Own category',
    );
    await user.type(within(form).getByRole('textbox', { name: /Category name/ }), 'Winter');
    await user.click(submit);
    await waitFor(() =>
      expect(addMenuItem).toHaveBeenCalledWith(
        {},
        {
          name: { en: 'Sahlab' },
          image: imageUrl,
          price: 14.5,
          description: { en: 'Warm, with cinnamon.' },
          category: null,
          ownCategory: { en: 'Winter' },
        },
      ),
    );
  });

  it('a built-in category is chosen from the list, and a typed "Drinks" is the built-in one', async () => {
    const user = userEvent.setup();
    const { name, fileInput, submit, form } = renderTab();
    const category = within(form).getByRole('combobox', { name: 'Category' });
    expect(category).toHaveValue('food');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Drinks', 'Food', 'Sweets', 'Own category']);
    await user.type(name, 'Tea');
    await user.upload(fileInput, png());
    await user.selectOptions(category, 'Own category');
    await user.type(within(form).getByRole('textbox', { name: /Category name/ }), ' drinks ');
    await user.click(submit);
    await waitFor(() =>
      expect(addMenuItem).toHaveBeenCalledWith({}, expect.objectContaining({ category: 'drinks' })),
    );
  });

  it.each([
    ['12.345', 'Price can have at most 2 decimals'],
    ['-1', 'Price must be between 0 and 1000 ILS'],
    ['1000.5', 'Price must be between 0 and 1000 ILS'],
    ['free', 'Price must be between 0 and 1000 ILS'],
  ])('refuses the price "%s": "%s"', async (price, message) => {
    const user = userEvent.setup();
    const { name, fileInput, submit, form } = renderTab();
    await user.type(name, 'Tea');
    await user.upload(fileInput, png());
    await user.type(within(form).getByRole('textbox', { name: 'Price (ILS)' }), price);
    await user.click(submit);
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(uploadMenuImage).not.toHaveBeenCalled();
  });

  it('an own category needs a name', async () => {
    const user = userEvent.setup();
    const { name, fileInput, submit, form } = renderTab();
    await user.type(name, 'Tea');
    await user.upload(fileInput, png());
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'own');
    await user.click(submit);
    expect(await within(form).findByText('Please enter a category name')).toBeInTheDocument();
    expect(addMenuItem).not.toHaveBeenCalled();
  });

  it('editing loads the price, description and own category; the list shows price, category or "No price"', async () => {
    const priced: AdminMenuItem = {
      ...(allItems[1] as AdminMenuItem),
      name: { en: 'Sahlab' },
      price: 14.5,
      description: { en: 'Warm, with cinnamon.' },
      category: null,
      own_category: { en: 'Winter' },
    };
    const drink: AdminMenuItem = { ...(allItems[2] as AdminMenuItem), category: 'drinks' };
    vi.mocked(searchMenuItems).mockResolvedValue({ items: [priced, drink], total: 2 });
    const user = userEvent.setup();
    renderTab();

    const list = await screen.findByRole('list', { name: 'Menu items' });
    const [sahlab, third] = within(list).getAllByRole('listitem');
    expect(within(sahlab as HTMLElement).getByText('14.50 ILS').tagName).toBe('BDI');
    expect(within(sahlab as HTMLElement).getByText('Winter')).toBeInTheDocument();
    expect(within(sahlab as HTMLElement).getByText('Warm, with cinnamon.')).toBeInTheDocument();
    expect(within(third as HTMLElement).getByText('Drinks')).toBeInTheDocument();
    expect(within(third as HTMLElement).getByText('No price')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Sahlab' }));
    const form = screen.getByRole('form', { name: 'Edit menu item: Sahlab' });
    expect(within(form).getByRole('textbox', { name: 'Price (ILS)' })).toHaveValue('14.5');
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Warm, with cinnamon.',
    );
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveValue('own');
    expect(within(form).getByRole('textbox', { name: /Category name/ })).toHaveValue('Winter');

    await user.clear(within(form).getByRole('textbox', { name: 'Price (ILS)' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'sweets');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateMenuItem).toHaveBeenCalledWith({}, 'm2', {
        name: { en: 'Sahlab' },
        image: priced.image,
        price: null,
        description: { en: 'Warm, with cinnamon.' },
        category: 'sweets',
        ownCategory: null,
      }),
    );
  });
});

describe('Manage Menu: in English and Arabic', () => {
  it('names an item in Arabic on its own tab; the English tab says Missing, and the item is saved in Arabic only', async () => {
    const user = userEvent.setup();
    const { fileInput, submit, form } = renderTab();
    const englishTab = within(form).getByRole('tab', { name: /English/ });
    const arabicTab = within(form).getByRole('tab', { name: /العربية/ });
    await user.click(arabicTab);
    const panel = within(form).getByRole('tabpanel', { name: /العربية/ });
    expect(panel.querySelector('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
    await user.type(within(panel).getByRole('textbox', { name: /Item name/ }), ' سحلب ');
    await user.type(within(panel).getByRole('textbox', { name: 'Description' }), 'بالقرفة.');
    expect(englishTab).toHaveTextContent('Missing');
    await user.upload(fileInput, png());
    await user.click(submit);
    await waitFor(() =>
      expect(addMenuItem).toHaveBeenCalledWith(
        {},
        { ...unpriced, name: { ar: 'سحلب' }, image: imageUrl, description: { ar: 'بالقرفة.' } },
      ),
    );
  });

  it('a description in a language without a name asks for the name on that tab', async () => {
    const user = userEvent.setup();
    const { name, fileInput, submit, form } = renderTab();
    await user.type(name, 'Sahlab');
    await user.upload(fileInput, png());
    const arabicTab = within(form).getByRole('tab', { name: /العربية/ });
    await user.click(arabicTab);
    const panel = within(form).getByRole('tabpanel', { name: /العربية/ });
    await user.type(within(panel).getByRole('textbox', { name: 'Description' }), 'بالقرفة.');
    await user.click(submit);
    expect(
      await within(panel).findByText('Please fill all fields and upload an image'),
    ).toBeInTheDocument();
    expect(addMenuItem).not.toHaveBeenCalled();
  });

  it("an own category is named on each tab the item's name is written on", async () => {
    const user = userEvent.setup();
    const { name, fileInput, submit, form } = renderTab();
    await user.type(name, 'Nachos');
    await user.upload(fileInput, png());
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'own');
    await user.type(within(form).getByRole('textbox', { name: /Category name/ }), 'Sharing plates');
    await user.click(within(form).getByRole('tab', { name: /العربية/ }));
    const panel = within(form).getByRole('tabpanel', { name: /العربية/ });
    await user.type(within(panel).getByRole('textbox', { name: /Item name/ }), 'ناتشوز');
    await user.click(submit);
    expect(await within(panel).findByText('Please enter a category name')).toBeInTheDocument();
    expect(addMenuItem).not.toHaveBeenCalled();
    await user.type(
      within(panel).getByRole('textbox', { name: /Category name/ }),
      'أطباق للمشاركة',
    );
    await user.click(submit);
    await waitFor(() =>
      expect(addMenuItem).toHaveBeenCalledWith(
        {},
        {
          ...unpriced,
          name: { en: 'Nachos', ar: 'ناتشوز' },
          image: imageUrl,
          category: null,
          ownCategory: { en: 'Sharing plates', ar: 'أطباق للمشاركة' },
        },
      ),
    );
  });

  it('the list marks what an item still needs, and shows a text in the other language with its own lang and dir', async () => {
    const arabicOnly: AdminMenuItem = {
      ...(allItems[1] as AdminMenuItem),
      name: { ar: 'سحلب' },
      category: null,
      own_category: { ar: 'أصناف الشتاء' },
    };
    const both: AdminMenuItem = {
      ...(allItems[2] as AdminMenuItem),
      name: { en: 'Tea', ar: 'شاي' },
      description: { en: 'Hot.', ar: 'ساخن.' },
    };
    const englishOnly: AdminMenuItem = { ...(allItems[3] as AdminMenuItem), name: { en: 'Cake' } };
    vi.mocked(searchMenuItems).mockResolvedValue({
      items: [arabicOnly, both, englishOnly],
      total: 3,
    });
    renderTab();
    const list = await screen.findByRole('list', { name: 'Menu items' });
    const [sahlab, tea, cake] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(sahlab as HTMLElement).getByText('Needs English')).toBeInTheDocument();
    const arabicName = within(sahlab as HTMLElement).getByText('سحلب');
    expect(arabicName).toHaveAttribute('lang', 'ar');
    expect(arabicName).toHaveAttribute('dir', 'rtl');
    expect(
      within(sahlab as HTMLElement)
        .getByText('أصناف الشتاء')
        .closest('[lang="ar"]'),
    ).not.toBeNull();
    expect(within(tea as HTMLElement).getByText('Tea')).not.toHaveAttribute('lang');
    expect(within(tea as HTMLElement).queryByText(/^Needs /)).not.toBeInTheDocument();
    expect(within(cake as HTMLElement).getByText('Needs Arabic')).toBeInTheDocument();
  });
});
