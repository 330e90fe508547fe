import { Trans } from '@lingui/react/macro';
import { Button, type MantineSpacing } from '@mantine/core';

/** The red "Delete" button of a list row; `label` names what it deletes for screen readers. */
export function DeleteButton({
  label,
  isDeleting,
  onDelete,
  mt,
}: {
  label: string;
  isDeleting: boolean;
  onDelete: () => void;
  mt?: MantineSpacing;
}) {
  return (
    <Button
      mt={mt}
      color="red"
      variant="light"
      size="xs"
      onClick={onDelete}
      loading={isDeleting}
      aria-label={label}
    >
      <Trans>Delete</Trans>
    </Button>
  );
}
