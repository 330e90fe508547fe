import { t } from '@lingui/core/macro';
import { confirmAction } from './confirm-action.ts';
import { notifySuccess } from './notify.ts';

/** The part of a TanStack delete mutation this hook uses (its failure toast is the mutation's). */
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
  /** Runs after the success toast, with what the mutation returned. */
  onDeleted?: (item: TItem, result: TResult) => void;
};

function idOf(variables: string | { id: string } | undefined): string | undefined {
  return typeof variables === 'string' ? variables : variables?.id;
}

/**
 * Deleting from a manager's list (spec "Shared dialogs"): asks to confirm with a red "Delete",
 * then deletes and says so in a toast. `isDeleting` tells which row's deletion is under way.
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
      confirmLabel: t`Delete`,
      type: 'danger',
    });
    if (!confirmed) return;
    // Each deletion says its own success (two rows may be deleting at once); a failure is
    // toasted by the query client's one error policy.
    await mutation.mutateAsync(options.variablesOf(item)).then(
      (result) => {
        notifySuccess(options.successMessage);
        options.onDeleted?.(item, result);
      },
      () => undefined,
    );
  };

  const isDeleting = (item: TItem) => mutation.isPending && idOf(mutation.variables) === item.id;

  return { remove, isDeleting };
}
