import { useContext } from 'react';
import { type Confirm, ConfirmContext } from './confirm-context.ts';

/** The confirmation dialog; only inside `ConfirmProvider`. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used within a ConfirmProvider');
  return confirm;
}
