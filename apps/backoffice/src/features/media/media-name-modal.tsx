import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ZoneMedia } from '@venue/data/zone-media/list-zone-media';
import { formOutput } from '@venue/domain/forms/form-output';
import { localizedFormValue } from '@venue/domain/forms/localized-parts';
import {
  emptyMediaNameForm,
  type MediaNameFormInput,
  mediaNameFormSchema,
} from '@venue/domain/forms/media-name-form';
import { limits } from '@venue/domain/limits';
import { useEffect } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { LocalizedFields } from '../../components/localized-fields.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { withErrorInLanguage } from '../../lib/field-errors.ts';
import { useRenameZoneMedia } from './api/use-zone-media.ts';

/**
 * Names a zone's picture or video in English, Arabic or both, a tab per language: the site shows
 * the name as the picture's caption and reads it out as its alt text. A name may be left out in
 * every language (the site then says "Cafe image").
 */
export function MediaNameModal({
  media,
  onClose,
}: {
  media: ZoneMedia | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const rename = useRenameZoneMedia();
  const form = useForm<MediaNameFormInput>({
    initialValues: emptyMediaNameForm(),
    validate: schemaResolver(mediaNameFormSchema, { sync: true }),
  });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!media) return;
    const values = { name: localizedFormValue(media.name) };
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [media, setValues, resetDirty, clearErrors]);

  const heading = media?.kind === 'video' ? t`Name this video` : t`Name this image`;
  const submit = form.onSubmit((values) => {
    if (!media) return;
    rename.mutate(
      { id: media.id, values: formOutput(mediaNameFormSchema, values) },
      {
        onSuccess: () => {
          notifySuccess(t`Name saved successfully!`);
          onClose();
        },
        onError: (error) => {
          console.error('Renaming zone media failed', error);
          notifyError(t`The name could not be saved. Please try again.`);
        },
      },
    );
  });

  return (
    <Modal opened={media !== null} onClose={onClose} title={heading}>
      <form onSubmit={submit} noValidate aria-label={heading}>
        <Stack gap="sm">
          <LocalizedFields
            form={form}
            names={['name']}
            fields={(locale) => (
              <TextInput
                label={t`Name`}
                description={t`The caption on the site, read out to visitors who cannot see the picture`}
                maxLength={limits.zoneMediaNameMaxLength}
                styles={{ input: { unicodeBidi: 'plaintext' } }}
                {...withErrorInLanguage(i18n, form.getInputProps(`name.${locale}`))}
              />
            )}
          />
          <DialogActions>
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={rename.isPending}>
              <Trans>Save</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
