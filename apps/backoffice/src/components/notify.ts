import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
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

const toastTitles: Record<ToastType, MessageDescriptor> = {
  success: msg`Done`,
  error: msg`Error`,
  warning: msg`Warning`,
  info: msg`Note`,
};

function notify(type: ToastType, message: string): void {
  notifications.show({
    title: i18n._(toastTitles[type]),
    message,
    color: toastColors[type],
    icon: createElement(ToastIcon, { type }),
    autoClose: toastDurationMs,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': t`Close notification` },
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
