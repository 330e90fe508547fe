import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { addBirthdayPackage } from '@venue/data/birthday-packages/add-birthday-package';
import { listManagedBirthdayPackages } from '@venue/data/birthday-packages/list-managed-birthday-packages';
import { updateBirthdayPackage } from '@venue/data/birthday-packages/update-birthday-package';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { BirthdayPackagesTab } from './birthday-packages-tab.tsx';

vi.mock('../../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/birthday-packages/list-managed-birthday-packages', () => ({
  listManagedBirthdayPackages: vi.fn(),
}));
vi.mock('@venue/data/birthday-packages/add-birthday-package', () => ({
  addBirthdayPackage: vi.fn(),
}));
vi.mock('@venue/data/birthday-packages/update-birthday-package', () => ({
  updateBirthdayPackage: vi.fn(),
}));
vi.mock('@venue/data/birthday-packages/delete-birthday-package', () => ({
  deleteBirthdayPackage: vi.fn(),
}));

const blaze = {
  id: 'p2',
  title: { en: 'Blaze' },
  price: 70,
  items: { en: ['1 VR session', '1.5 hours bowling'] },
  min_people: 11,
  max_people: 25,
  duration: 90,
  updated_at: '2026-11-01T10:00:00Z',
};

function renderTab() {
  const queryClient = createQueryClient({ retry: false });
  render(
    <AppProviders queryClient={queryClient}>
      <BirthdayPackagesTab />
    </AppProviders>,
  );
}

function field(form: HTMLElement, name: RegExp) {
  return within(form).getByRole('textbox', { name });
}

beforeEach(() => {
  vi.mocked(listManagedBirthdayPackages).mockResolvedValue([blaze]);
  vi.mocked(addBirthdayPackage).mockReset().mockResolvedValue(blaze);
  vi.mocked(updateBirthdayPackage).mockReset().mockResolvedValue(blaze);
});

describe('Manage Birthday Packages', () => {
  it('requires a title and a price: "Please fill all required fields"', async () => {
    const user = userEvent.setup();
    renderTab();
    const form = screen.getByRole('form', { name: 'Add birthday package' });
    await user.type(field(form, /Max people/), '10');
    await user.click(within(form).getByRole('button', { name: 'Add Package' }));
    expect(await within(form).findAllByText('Please fill all required fields')).toHaveLength(2);
    expect(addBirthdayPackage).not.toHaveBeenCalled();
  });

  it('accepts price and max people as numeric text and items one per line', async () => {
    const user = userEvent.setup();
    renderTab();
    const form = screen.getByRole('form', { name: 'Add birthday package' });
    await user.type(field(form, /Title/), '  Spark ');
    await user.type(field(form, /Price/), ' 80 ');
    await user.type(field(form, /Max people/), '10');
    await user.type(field(form, /Items/), '1 VR session{Enter}1 hour bowling{Enter}{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Add Package' }));
    await waitFor(() =>
      expect(addBirthdayPackage).toHaveBeenCalledWith(
        {},
        {
          title: { en: 'Spark' },
          price: 80,
          minPeople: 1,
          maxPeople: 10,
          duration: 45,
          items: { en: ['1 VR session', '1 hour bowling'] },
        },
      ),
    );
    expect(await screen.findByText('Birthday package added successfully!')).toBeInTheDocument();
  });

  it('shows each package with its group size', async () => {
    renderTab();
    expect(
      await screen.findByText(/70 ILS per person · 11-25 people · 90 minutes/),
    ).toBeInTheDocument();
  });

  it('refuses a minimum above the maximum beside Min people, and saves a valid range', async () => {
    const user = userEvent.setup();
    renderTab();
    const form = screen.getByRole('form', { name: 'Add birthday package' });
    await user.type(field(form, /Title/), 'Ember');
    await user.type(field(form, /Price/), '65');
    await user.type(field(form, /Min people/), '30');
    await user.type(field(form, /Max people/), '20');
    await user.click(within(form).getByRole('button', { name: 'Add Package' }));
    expect(field(form, /Min people/)).toHaveAccessibleDescription(
      /Min people cannot be more than max people/,
    );
    expect(addBirthdayPackage).not.toHaveBeenCalled();

    await user.clear(field(form, /Min people/));
    await user.type(field(form, /Min people/), '12');
    await user.click(within(form).getByRole('button', { name: 'Add Package' }));
    await waitFor(() =>
      expect(addBirthdayPackage).toHaveBeenCalledWith(
        {},
        expect.objectContaining({ title: { en: 'Ember' }, minPeople: 12, maxPeople: 20 }),
      ),
    );
  });

  it('refuses a price that is not a number', async () => {
    const user = userEvent.setup();
    renderTab();
    const form = screen.getByRole('form', { name: 'Add birthday package' });
    await user.type(field(form, /Title/), 'Spark');
    await user.type(field(form, /Price/), 'eighty');
    await user.type(field(form, /Max people/), '10');
    await user.click(within(form).getByRole('button', { name: 'Add Package' }));
    expect(
      await within(form).findByText('Price must be between 1 and 10000 ILS'),
    ).toBeInTheDocument();
    expect(addBirthdayPackage).not.toHaveBeenCalled();
  });

  it('loads a package into the form to edit; Save writes back, Cancel leaves edit mode', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Blaze' }));
    const form = screen.getByRole('form', { name: 'Edit package: Blaze' });
    expect(field(form, /Title/)).toHaveValue('Blaze');
    expect(field(form, /Price/)).toHaveValue('70');
    expect(field(form, /Min people/)).toHaveValue('11');
    expect(field(form, /Max people/)).toHaveValue('25');
    expect(field(form, /Duration/)).toHaveValue('90');
    expect(field(form, /Items/)).toHaveValue('1 VR session\n1.5 hours bowling');

    await user.clear(field(form, /Price/));
    await user.type(field(form, /Price/), '75');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateBirthdayPackage).toHaveBeenCalledWith({}, 'p2', {
        title: { en: 'Blaze' },
        price: 75,
        minPeople: 11,
        maxPeople: 25,
        duration: 90,
        items: { en: ['1 VR session', '1.5 hours bowling'] },
      }),
    );
    expect(await screen.findByText('Birthday package updated successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Add birthday package' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Blaze' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const addForm = screen.getByRole('form', { name: 'Add birthday package' });
    expect(field(addForm, /Title/)).toHaveValue('');
    expect(updateBirthdayPackage).toHaveBeenCalledTimes(1);
  });

  it('writes the Arabic title and items on their own tab; the Arabic tab says Missing until then', async () => {
    const user = userEvent.setup();
    renderTab();
    const form = screen.getByRole('form', { name: 'Add birthday package' });
    const arabicTab = within(form).getByRole('tab', { name: /العربية/ });
    expect(arabicTab).not.toHaveTextContent('Missing');
    await user.type(field(form, /Title/), 'Spark');
    await user.type(field(form, /Items/), '1 VR session');
    expect(arabicTab).toHaveTextContent('Missing');

    await user.click(arabicTab);
    const panel = within(form).getByRole('tabpanel', { name: /العربية/ });
    expect(panel.querySelector('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
    await user.type(field(panel, /Title/), ' Spark ');
    await user.type(field(panel, /Items/), 'جلسة واقع افتراضي واحدة{Enter}');
    expect(arabicTab).not.toHaveTextContent('Missing');
    await user.type(field(form, /Price/), '80');
    await user.type(field(form, /Max people/), '10');
    await user.click(within(form).getByRole('button', { name: 'Add Package' }));
    await waitFor(() =>
      expect(addBirthdayPackage).toHaveBeenCalledWith(
        {},
        expect.objectContaining({
          title: { en: 'Spark', ar: 'Spark' },
          items: { en: ['1 VR session'], ar: ['جلسة واقع افتراضي واحدة'] },
        }),
      ),
    );
  });

  it('refuses an Arabic title without its items on the Arabic tab, and saves nothing', async () => {
    const user = userEvent.setup();
    renderTab();
    const form = screen.getByRole('form', { name: 'Add birthday package' });
    await user.type(field(form, /Title/), 'Spark');
    await user.type(field(form, /Items/), '1 VR session');
    await user.type(field(form, /Price/), '80');
    await user.type(field(form, /Max people/), '10');
    await user.click(within(form).getByRole('tab', { name: /العربية/ }));
    const panel = within(form).getByRole('tabpanel', { name: /العربية/ });
    await user.type(field(panel, /Title/), 'Spark');
    await user.click(within(form).getByRole('button', { name: 'Add Package' }));
    expect(field(panel, /Items/)).toHaveAccessibleDescription(
      /Please list the items in this language too/,
    );
    expect(addBirthdayPackage).not.toHaveBeenCalled();
  });

  it("lists each package in the manager's language and marks the language it lacks", async () => {
    vi.mocked(listManagedBirthdayPackages).mockResolvedValue([
      blaze,
      {
        ...blaze,
        id: 'p3',
        title: { en: 'Inferno', ar: 'Inferno' },
        items: { en: ['2 VR sessions'], ar: ['جلستا واقع افتراضي'] },
      },
    ]);
    renderTab();
    const list = await screen.findByRole('list', { name: 'Birthday packages' });
    const [english, both] = [...list.children];
    expect(english).toHaveTextContent('Needs Arabic');
    expect(both).not.toHaveTextContent(/Needs/);
    expect(within(both as HTMLElement).getByText('2 VR sessions')).toBeInTheDocument();
    expect(within(both as HTMLElement).queryByText('جلستا واقع افتراضي')).toBeNull();
  });
});
