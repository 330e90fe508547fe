import type { ReactNode } from 'react';
import classes from './dialog.module.css';

/** A dialog's buttons, laid out by the dialog shell: stacked on a phone, at the end when wide. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={classes.actions}>{children}</div>;
}

/** The shell's class for a row of dialog buttons that another component renders (Mantine's). */
export const dialogActionsClass = classes.actions;
