import { t } from '@lingui/core/macro';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { CloseIcon } from '../icons.tsx';
import styles from './toast.module.css';
import { type Toast, type ToastApi, ToastContext, toastDurationMs } from './toast-context.ts';

const symbols: Record<string, string> = { success: '✓', error: '!', warning: '⚠', info: 'i' };

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), toastDurationMs);
    return () => clearTimeout(timer);
  }, [toast.id, onClose]);
  const known = toast.type in symbols;
  return (
    <div className={styles.toast} data-type={known ? toast.type : 'generic'}>
      <span className={styles.icon} aria-hidden="true" data-icon={known ? toast.type : 'generic'}>
        {symbols[toast.type] ?? '•'}
      </span>
      <p className={styles.message}>{toast.message}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={t`Close notification`}
        onClick={() => onClose(toast.id)}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}

/**
 * Toasts for the whole site: each stays 4 seconds or until closed. Errors are announced at once
 * (an alert region), the others politely (a status region).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const close = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      showToast(message, type = 'info') {
        const id = nextId.current++;
        setToasts((current) => [...current, { id, message, type }]);
      },
    }),
    [],
  );
  // The regions live in <body>, outside the app: added once the page is live.
  const hydrated = useHydrated();
  const urgent = toasts.filter((toast) => toast.type === 'error');
  const polite = toasts.filter((toast) => toast.type !== 'error');
  return (
    <ToastContext.Provider value={api}>
      {children}
      {hydrated &&
        createPortal(
          <div className={styles.stack}>
            <div role="alert" aria-live="assertive" className={styles.list}>
              {urgent.map((toast) => (
                <ToastItem key={toast.id} toast={toast} onClose={close} />
              ))}
            </div>
            <div role="status" aria-live="polite" className={styles.list}>
              {polite.map((toast) => (
                <ToastItem key={toast.id} toast={toast} onClose={close} />
              ))}
            </div>
          </div>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}
