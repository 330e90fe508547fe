import { screen, within } from '@testing-library/react';
import { listBirthdayPackages } from '@venue/data/birthday-packages/list-birthday-packages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { packages } from '../../test/birthday-packages.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { BirthdayPackagesPage } from './birthday-packages-page.tsx';

vi.mock('@venue/data/birthday-packages/list-birthday-packages', () => ({
  listBirthdayPackages: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(listBirthdayPackages).mockResolvedValue(packages);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('birthday packages page', () => {
  it("lists the manager's packages with price per person, contents and group size", async () => {
    renderWithProviders(<BirthdayPackagesPage />);

    const region = screen.getByRole('region', { name: 'Packages' });
    await within(region).findByRole('heading', { level: 2, name: 'Spark' });
    const cards = within(region)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.closest('li')?.textContent);
    expect(cards).toEqual([
      'Spark80 ILS per personUp to 10 people1 VR session1 hour bowlingReserved seatingBook Spark',
      'Blaze70 ILS per person11-25 people1 VR session1.5 hours bowlingBook Blaze',
      'Inferno60 ILS per person26-40 people2 VR sessions1.5 hours bowlingBook Inferno',
    ]);
  });

  it('reads "Loading packages..." until they arrive, and says when there are none', async () => {
    vi.mocked(listBirthdayPackages).mockReturnValueOnce(new Promise(() => {}));
    const { unmount } = renderWithProviders(<BirthdayPackagesPage />);
    expect(screen.getByText('Loading packages...')).toHaveAttribute('role', 'status');
    unmount();

    vi.mocked(listBirthdayPackages).mockResolvedValueOnce([]);
    renderWithProviders(<BirthdayPackagesPage />);
    expect(await screen.findByText('No birthday packages available at the moment.')).toBeVisible();
  });

  it("each package's button opens the booking form on the birthday type with that package", async () => {
    renderWithProviders(<BirthdayPackagesPage />);

    expect(await screen.findByRole('link', { name: 'Book Spark' })).toHaveAttribute(
      'href',
      '/booking?type=birthday&package=spark',
    );
    expect(screen.getByRole('link', { name: 'Book Blaze' })).toHaveAttribute(
      'href',
      '/booking?type=birthday&package=blaze',
    );
    expect(screen.getByRole('link', { name: 'Book Inferno' })).toHaveAttribute(
      'href',
      '/booking?type=birthday&package=inferno',
    );
    expect(screen.getByRole('link', { name: 'Request a birthday booking' })).toHaveAttribute(
      'href',
      '/booking?type=birthday',
    );
  });

  it('names the extra bowling session price, the deposit and how to get in touch', () => {
    renderWithProviders(<BirthdayPackagesPage />);

    expect(screen.getByText('Extra bowling session').nextSibling).toHaveTextContent(
      '30 ILS per person',
    );
    expect(screen.getByText('Deposit to book').nextSibling).toHaveTextContent('200 ILS');
    expect(screen.getByRole('link', { name: '+970 2 295 0000' })).toHaveAttribute(
      'href',
      'tel:+97022950000',
    );
    expect(screen.getByRole('link', { name: 'hello@strikezone.example' })).toBeVisible();
  });
});
