import { createContext } from 'react';

export type ConfirmOptions = {
  title?: string;
  message?: string;
  confirmText?: string;
  cancelText?: string;
  type?: 'danger' | 'warning' | 'info';
};

/** Asks the visitor; resolves true on confirm, false on cancel, Escape or a click outside. */
export type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);

/** The spec's defaults. */
export const confirmDefaults = {
  title: 'Confirm Action',
  message: 'Are you sure?',
  confirmText: 'Confirm',
  cancelText: 'Cancel',
  type: 'warning',
} as const satisfies Required<ConfirmOptions>;
