import { LineIcon } from './line-icon.tsx';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

const paths: Record<ToastType, string> = {
  success: 'M5 12l5 5L20 7',
  error: 'M6 6l12 12M18 6L6 18',
  warning: 'M12 8v5M12 16.5v.5',
  info: 'M12 11v6M12 7.5v.5',
};

/** Each toast type has its own icon; an unknown type gets a generic dot. */
export function ToastIcon({ type }: { type: ToastType | (string & {}) }) {
  const path = paths[type as ToastType] ?? 'M12 12h.01';
  return (
    <LineIcon strokeWidth={2.5} data-toast-icon={type}>
      <path d={path} />
    </LineIcon>
  );
}
