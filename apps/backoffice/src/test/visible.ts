import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until `element` is visible. Mantine fades dialogs, menus and toasts in: they are in the
 * document at opacity 0 first, for longer on a busy machine, so visibility is awaited, not read once.
 */
export async function expectVisible(element: HTMLElement): Promise<void> {
  await waitFor(() => expect(element).toBeVisible());
}
