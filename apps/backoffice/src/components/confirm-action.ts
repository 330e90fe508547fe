import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { modals } from '@mantine/modals';
import { createElement, type ReactNode } from 'react';
import { dialogActionsClass } from './dialog-actions.tsx';

export type ConfirmActionType = 'danger' | 'warning' | 'info';

export type ConfirmActionOptions = {
  title?: string;
  message?: string;
  /** What the dialog shows instead of `message`: a list, say. */
  body?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  confirmLabel?: string;
  cancelLabel?: string;
  type?: ConfirmActionType;
};

const confirmColors: Record<ConfirmActionType, string> = {
  danger: 'red',
  // A light orange, which the theme's contrast rule gives dark text (the default shade, 8, is
  // too dark for dark text and too light for white).
  warning: 'orange.6',
  info: 'blue',
};

/**
 * Asks the user to confirm (spec "Shared dialogs"). Resolves true on Confirm, false on Cancel,
 * Escape, the close button or a click on the overlay.
 */
export function confirmAction(options: ConfirmActionOptions = {}): Promise<boolean> {
  const {
    title = i18n._(msg`Confirm Action`),
    message = i18n._(msg`Are you sure?`),
    confirmLabel = i18n._(msg`Confirm`),
    cancelLabel = i18n._(msg`Cancel`),
    type = 'warning',
    body,
    size,
  } = options;
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    modals.openConfirmModal({
      title,
      size,
      children: body ?? createElement('p', { style: { margin: 0 } }, message),
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: { color: confirmColors[type], 'data-autofocus': true },
      groupProps: { className: dialogActionsClass },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
