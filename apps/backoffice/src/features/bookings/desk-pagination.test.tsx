import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import { DeskPagination } from './desk-pagination.tsx';

function renderPagination(page: number, totalPages: number) {
  const onChange = vi.fn();
  renderWithProviders(<DeskPagination page={page} totalPages={totalPages} onChange={onChange} />);
  const nav = screen.getByRole('navigation', { name: 'Bookings pages' });
  const names = within(nav)
    .getAllByRole('button')
    .map((button) => button.textContent);
  return { onChange, nav, names };
}

describe('the desk pagination buttons', () => {
  it('on the first of 8 pages: First and Previous disabled, pages 1-5, the current one marked', async () => {
    const { onChange, nav, names } = renderPagination(1, 8);
    expect(names).toEqual(['First', 'Previous', '1', '2', '3', '4', '5', 'Next', 'Last']);
    expect(within(nav).getByRole('button', { name: 'First' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(within(nav).getByRole('button', { name: 'Last' }));
    expect(onChange).toHaveBeenLastCalledWith(8);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 4' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('on the last page: Next and Last disabled, the window ends at the last page', async () => {
    const { onChange, nav, names } = renderPagination(8, 8);
    expect(names).toEqual(['First', 'Previous', '4', '5', '6', '7', '8', 'Next', 'Last']);
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Last' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'First' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith(7);
  });
});
