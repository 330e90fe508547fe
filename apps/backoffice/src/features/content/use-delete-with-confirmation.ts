import { confirmAction } from '../../components/confirm-action.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { errorMessage } from './error-message.ts';

/** The part of a TanStack delete mutation this hook uses. */
type DeleteMutation<TVariables, TResult> = {
  mutateAsync: (variables: TVariables) => Promise<TResult>;
  isPending: boolean;
  variables: TVariables | undefined;
};

type DeleteOptions<TItem, TVariables, TResult> = {
  /** What the mutation deletes the item by: its id, or the item itself. */
  variablesOf: (item: TItem) => TVariables;
  /** The confirmation dialog's title and question. */
  title: string;
  message: (item: TItem) => string;
  /** The toast once deleted, word for word. */
  successMessage: string;
  /** The toast when deleting failed is this, ": " and the reason. */
  errorPrefix: string;
  /** Runs after the success toast, with what the mutation returned. */
  onDeleted?: (item: TItem, result: TResult) => void;
};

function idOf(variables: string | { id: string } | undefined): string | undefined {
  return typeof variables === 'string' ? variables : variables?.id;
}

/**
 * Deleting from a manager's list (spec "Shared dialogs"): asks to confirm with a red "Delete",
 * then deletes and says so in a toast, or says why it could not. `isDeleting` tells which row's
 * deletion is under way.
 */
export function useDeleteWithConfirmation<
  TItem extends { id: string },
  TVariables extends string | { id: string },
  TResult,
>(
  mutation: DeleteMutation<TVariables, TResult>,
  options: DeleteOptions<TItem, TVariables, TResult>,
) {
  const remove = async (item: TItem) => {
    const confirmed = await confirmAction({
      title: options.title,
      message: options.message(item),
      confirmLabel: 'Delete',
      type: 'danger',
    });
    if (!confirmed) return;
    try {
      const result = await mutation.mutateAsync(options.variablesOf(item));
      notifySuccess(options.successMessage);
      options.onDeleted?.(item, result);
    } catch (error) {
      notifyError(`${options.errorPrefix}: ${errorMessage(error)}`);
    }
  };

  const isDeleting = (item: TItem) => mutation.isPending && idOf(mutation.variables) === item.id;

  return { remove, isDeleting };
}
