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
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-toast-icon={type}
    >
      <path d={path} />
    </svg>
  );
}
