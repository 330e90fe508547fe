import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { Modal, modalParts } from '../modal.tsx';
import {
  type Confirm,
  ConfirmContext,
  type ConfirmOptions,
  confirmDefaults,
} from './confirm-context.ts';
import styles from './confirm-dialog.module.css';

type Pending = { options: Required<ConfirmOptions>; resolve: (answer: boolean) => void };

/** One confirmation dialog for the site, opened with `useConfirm()`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const titleId = useId();
  const messageId = useId();

  const confirm = useCallback<Confirm>(
    (options = {}) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { options: { ...confirmDefaults, ...options }, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  const answer = (value: boolean) => {
    pendingRef.current?.resolve(value);
    pendingRef.current = null;
    setPending(null);
  };

  const options = pending?.options ?? confirmDefaults;
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal isOpen={pending !== null} onClose={() => answer(false)} labelledBy={titleId}>
        <div className={styles.dialog} data-type={options.type} aria-describedby={messageId}>
          <h2 id={titleId} className={`${modalParts.title} ${styles.title}`}>
            {options.title}
          </h2>
          <p id={messageId} className={styles.message}>
            {options.message}
          </p>
          <div className={modalParts.actions}>
            <button type="button" className={styles.cancel} onClick={() => answer(false)}>
              {options.cancelText}
            </button>
            <button type="button" className={styles.confirm} onClick={() => answer(true)}>
              {options.confirmText}
            </button>
          </div>
        </div>
      </Modal>
    </ConfirmContext.Provider>
  );
}
