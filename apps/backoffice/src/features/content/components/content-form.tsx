import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { withErrorInLanguage } from '../../../lib/field-errors.ts';

/**
 * The styles of a field the manager types content into (a name, a question): what is typed reads
 * in its own direction, an English question ending in "?" as well in the Arabic back-office.
 * (Mantine puts a field's `dir` on its wrapper, so the input takes the direction of its text.)
 */
export const typedTextStyles = { input: { unicodeBidi: 'plaintext' } } as const;

/**
 * `form.getInputProps` for a content form's fields, with the field's error in the staff
 * member's language.
 */
export function useFieldProps<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
) {
  const { i18n } = useLingui();
  // A field's path, nested ones included ("question.ar").
  return (path: Parameters<UseFormReturnType<Values>['getInputProps']>[0]) => {
    return withErrorInLanguage(i18n, form.getInputProps(path));
  };
}

/**
 * Loads a content form with the values of the item being edited (or empties it when there is
 * none), with nothing dirty and no errors left from before.
 */
export function useEditingValues<Values extends Record<string, unknown>, Item>(
  form: UseFormReturnType<Values>,
  editing: Item | null,
  valuesOf: (item: Item) => Values,
  emptyValues: Values,
) {
  const { setValues, resetDirty, clearErrors } = form;
  const latest = useRef({ valuesOf, emptyValues });
  latest.current = { valuesOf, emptyValues };
  useEffect(() => {
    const values = editing ? latest.current.valuesOf(editing) : latest.current.emptyValues;
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [editing, setValues, resetDirty, clearErrors]);
}

/**
 * The add form of a content tab, which is also its edit form: with `editingId` its heading names
 * the item, the button reads "Save" and "Cancel" leaves edit mode. Entering edit mode brings the
 * form into view and puts the focus on its first field.
 */
export function ContentForm({
  heading,
  title = heading,
  showHeading = true,
  editingId,
  isSaving,
  addLabel,
  onSubmit,
  onCancel,
  children,
}: {
  /** The form's accessible name, shown as its title unless `showHeading` is false (add mode only). */
  heading: string;
  /** The shown title, when it isolates typed text the accessible name carries plainly. */
  title?: ReactNode;
  showHeading?: boolean;
  /** The item being edited, or null while the form adds one. */
  editingId: string | null;
  isSaving: boolean;
  addLabel: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const isEditing = editingId !== null;
  useEffect(() => {
    const form = formRef.current;
    if (editingId === null || !form) return;
    form.scrollIntoView?.({ block: 'start' });
    form.querySelector<HTMLElement>('input:not([type="hidden"]), textarea')?.focus({
      preventScroll: true,
    });
  }, [editingId]);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={heading}>
      <Stack gap="sm">
        {(isEditing || showHeading) && <Title order={3}>{title}</Title>}
        {children}
        <Group>
          <Button type="submit" loading={isSaving}>
            {isEditing ? <Trans>Save</Trans> : addLabel}
          </Button>
          {isEditing && (
            <Button variant="default" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
