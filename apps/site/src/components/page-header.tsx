import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/** The opening band of an inner page: a small label, the page's heading and a short intro. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className="container">
        <span className="eyebrow">{eyebrow}</span>
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={styles.intro}>{children}</div> : null}
      </div>
    </header>
  );
}
