import { useLingui } from '@lingui/react/macro';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDownIcon } from './icons.tsx';
import { supportLinks } from './nav-links.ts';
import styles from './navbar.module.css';

/** The desktop "Support" dropdown: a disclosure button over the Feedback and FAQ links. */
export function SupportMenu() {
  const { t, i18n } = useLingui();
  const location = useLocation();
  // Open for one location only: following any link closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === location.key;
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isActive = supportLinks.some((link) => location.pathname.startsWith(link.to));

  useEffect(() => {
    if (!isOpen) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpenAt(null);
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isOpen]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && isOpen) {
      setOpenAt(null);
      buttonRef.current?.focus();
    }
  }

  function onBlur(event: FocusEvent) {
    if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpenAt(null);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving close the dropdown; the button and links inside are the controls.
    <div className={styles.dropdown} ref={containerRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.link} ${isActive ? styles.active : ''}`}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpenAt(isOpen ? null : location.key)}
      >
        {t`Support`}
        <ChevronDownIcon size={16} className={isOpen ? styles.chevronOpen : styles.chevron} />
      </button>
      <ul id={listId} className={styles.dropdownList} hidden={!isOpen}>
        {supportLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={styles.dropdownLink}>
              {i18n._(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
