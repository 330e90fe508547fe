import { screen, within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { showStartupError } from './show-startup-error.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('showStartupError', () => {
  it('replaces the page with the reason the site could not start', () => {
    const container = document.createElement('div');
    container.append(document.createElement('span'));
    document.body.append(container);

    showStartupError(
      container,
      new Error('Missing required environment variable: VITE_SUPABASE_URL'),
    );

    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The site could not start' })).toBeVisible();
    expect(
      within(alert).getByText('Missing required environment variable: VITE_SUPABASE_URL'),
    ).toBeVisible();
    expect(container.children).toHaveLength(1);
  });
});
