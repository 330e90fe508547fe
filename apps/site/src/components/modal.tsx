import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
}

type ModalProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The id of the element that names the dialog (usually its heading). */
  labelledBy?: string;
  /** The dialog's name when no element names it. */
  label?: string;
  /**
   * A centred card (`center`, 34rem at most; `wide`, 56rem, for media), or a panel sliding in
   * from the end of the screen (`end`, the mobile menu).
   */
  placement?: 'center' | 'wide' | 'end';
  className?: string;
  children: ReactNode;
};

/** The dialog shell's parts: `title` for its heading, `actions` for its row of buttons. */
export const modalParts = { title: styles.title, actions: styles.actions };

/**
 * A modal dialog: the page behind is inert, focus moves in and stays in, Escape or a click on
 * the backdrop closes it, and focus goes back to what opened it. It animates in with CSS (no
 * animation library in the first download) and closes at once.
 */
export function Modal({ isOpen, ...props }: ModalProps) {
  return isOpen ? createPortal(<ModalPanel {...props} />, document.body) : null;
}

function ModalPanel({
  onClose,
  labelledBy,
  label,
  placement = 'center',
  className,
  children,
}: Omit<ModalProps, 'isOpen'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Read while rendering: the content's own effects, which run before this panel's, may already
  // have moved the focus inside.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(() => {
    const app = document.getElementById('root');
    const { overflow } = document.body.style;
    app?.setAttribute('inert', '');
    document.body.style.overflow = 'hidden';
    const panel = panelRef.current;
    if (panel) (focusableIn(panel)[0] ?? panel).focus();
    return () => {
      app?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [opener]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const focusable = focusableIn(panel);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const isEnd = placement === 'end';
  const placementClass = { center: '', wide: styles.panelWide, end: styles.panelEnd }[placement];
  return (
    <div className={`${styles.layer} ${isEnd ? styles.layerEnd : ''}`}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click beside the dialog closes it; keyboard users have Escape and the dialog's own close control. */}
      <div className={styles.backdrop} data-testid="modal-backdrop" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        className={`${styles.panel} ${placementClass} ${className ?? ''}`}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
