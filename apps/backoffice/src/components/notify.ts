import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { ToastIcon, type ToastType } from './toast-icon.tsx';

/** Toasts disappear after 4 seconds, or on their close button (spec section 9). */
export const toastDurationMs = 4000;

const toastColors: Record<ToastType, string> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};

const toastTitles: Record<ToastType, string> = {
  success: 'Done',
  error: 'Error',
  warning: 'Warning',
  info: 'Note',
};

function notify(type: ToastType, message: string): void {
  notifications.show({
    title: toastTitles[type],
    message,
    color: toastColors[type],
    icon: createElement(ToastIcon, { type }),
    autoClose: toastDurationMs,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}

export function notifySuccess(message: string): void {
  notify('success', message);
}

export function notifyError(message: string): void {
  notify('error', message);
}

export function notifyWarning(message: string): void {
  notify('warning', message);
}

export function notifyInfo(message: string): void {
  notify('info', message);
}
