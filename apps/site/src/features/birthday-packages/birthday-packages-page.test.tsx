import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { BirthdayPackagesPage } from './birthday-packages-page.tsx';

describe('birthday packages page', () => {
  it('lists Spark, Blaze and Inferno with price per person, contents and group size', () => {
    renderWithProviders(<BirthdayPackagesPage />);

    const packages = within(screen.getByRole('region', { name: 'Packages' }))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.closest('li')?.textContent);
    expect(packages).toEqual([
      'Spark80 ILS per personup to 10 people1 VR session1 hour bowlingReserved seatingBook Spark',
      'Blaze70 ILS per person11-25 people1 VR session1.5 hours bowlingBook Blaze',
      'Inferno60 ILS per person26+ people2 VR sessions1.5 hours bowlingBook Inferno',
    ]);
  });

  it("each package's button opens the booking form on the birthday type with that package", () => {
    renderWithProviders(<BirthdayPackagesPage />);

    expect(screen.getByRole('link', { name: 'Book Spark' })).toHaveAttribute(
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
