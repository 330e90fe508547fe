import { afterEach, describe, expect, it } from 'vitest';
import { showStartupError } from './startup-error.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('showStartupError', () => {
  it("replaces the page with the app's name and the reason it could not start", () => {
    const container = document.createElement('div');
    container.append(document.createElement('span'));
    document.body.append(container);

    showStartupError(
      container,
      new Error('Missing required environment variable: VITE_SUPABASE_URL'),
      'back-office',
    );

    expect(container.children).toHaveLength(1);
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toBe('The back-office could not start');
    expect(alert?.querySelector('p')?.textContent).toBe(
      'Missing required environment variable: VITE_SUPABASE_URL',
    );
  });

  it('shows a thrown value that is not an Error as text', () => {
    const container = document.createElement('div');
    showStartupError(container, 'no config', 'site');
    expect(container.textContent).toBe('The site could not startno config');
  });
});
