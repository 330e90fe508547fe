import { createContext } from 'react';

/** The spec's four kinds; anything else shows a generic icon. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

export type Toast = { id: number; message: string; type: ToastType | (string & {}) };

export type ToastApi = {
  showToast: (message: string, type?: Toast['type']) => void;
};

export const ToastContext = createContext<ToastApi | null>(null);

/** How long a toast stays unless closed: the spec's 4000 ms. */
export const toastDurationMs = 4000;
