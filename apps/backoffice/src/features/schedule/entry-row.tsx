import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { LocalizedText } from '@venue/domain/localized-text';
import { localeOf } from '@venue/i18n/locales';
import { MissingLanguages, ShownText } from '../../components/localized-fields.tsx';

/**
 * One entry of a schedule list (a special period, a closure, a lane block): when, its name or
 * reason in the staff member's language (marked when a language is missing), and the manager's
 * Edit and Delete.
 */
export function EntryRow({
  when,
  detail,
  text,
  label,
  onEdit,
  onDelete,
  isDeleting = false,
}: {
  when: string;
  detail?: string;
  text: LocalizedText;
  /** What the row's buttons name ("Edit Ramadan"). */
  label: string;
  onEdit?: () => void;
  onDelete?: () => void;
  isDeleting?: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <Paper withBorder p="sm" radius="sm" component="li">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={600}>{when}</Text>
          {detail && <Text size="sm">{detail}</Text>}
          <ShownText text={text} locale={localeOf(i18n)} />
          <MissingLanguages texts={[text]} />
        </Stack>
        {(onEdit || onDelete) && (
          <Group gap="xs">
            {onEdit && (
              <Button size="xs" variant="default" onClick={onEdit} aria-label={t`Edit ${label}`}>
                {t`Edit`}
              </Button>
            )}
            {onDelete && (
              <Button
                size="xs"
                color="red"
                variant="light"
                loading={isDeleting}
                onClick={onDelete}
                aria-label={t`Delete ${label}`}
              >
                {t`Delete`}
              </Button>
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/** A list of entry rows, unstyled. */
export function EntryList({ children }: { children: React.ReactNode }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
