import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileInput, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { isFileTooLarge } from '@venue/data/upload-refusals';
import {
  fitsSizeLimit,
  galleryKindOf,
  sizeLimitLabel,
  zoneMediaMaxBytes,
} from '@venue/domain/files';
import type { Zone } from '@venue/domain/zones';
import { useState } from 'react';
import { notifyError, notifySuccess, notifyWarning } from '../../components/notify.ts';
import { errorText } from '../../lib/domain-messages.ts';
import { useUploadZoneFiles } from './api/use-zone-media.ts';
import { zoneLabels } from './zone-labels.ts';

/** Uploads several images and videos to a zone's gallery with a progress bar. */
export function GalleryUpload({ zone }: { zone: Zone }) {
  const [files, setFiles] = useState<File[]>([]);
  const [share, setShare] = useState<number | null>(null);
  const upload = useUploadZoneFiles();
  const { t, i18n } = useLingui();
  const zoneName = i18n._(zoneLabels[zone]);

  const start = async () => {
    const media = files.filter((file) => galleryKindOf(file));
    const accepted = media.filter((file) => fitsSizeLimit(file, zoneMediaMaxBytes));
    const refused = files.length - media.length;
    const tooLarge = media.length - accepted.length;
    if (refused > 0)
      notifyWarning(
        t`${plural(refused, {
          one: '# file(s) skipped: only images and videos can be uploaded.',
          other: '# file(s) skipped: only images and videos can be uploaded.',
        })}`,
      );
    if (tooLarge > 0) {
      const limit = sizeLimitLabel(zoneMediaMaxBytes);
      notifyWarning(
        t`${plural(tooLarge, {
          one: `# file(s) skipped: larger than ${limit}.`,
          other: `# file(s) skipped: larger than ${limit}.`,
        })}`,
      );
    }
    if (accepted.length === 0) return;
    setShare(0);
    try {
      const added = await upload.mutateAsync({ zone, files: accepted, onProgress: setShare });
      notifySuccess(
        t`${plural(added, {
          one: '# file(s) uploaded successfully!',
          other: '# file(s) uploaded successfully!',
        })}`,
      );
      setFiles([]);
    } catch (error) {
      console.error('Zone media upload failed', error);
      notifyError(
        isFileTooLarge(error) ? errorText(i18n, error) : t`Upload failed. Please try again.`,
      );
    } finally {
      setShare(null);
    }
  };

  const percent = share === null ? 0 : Math.round(share * 100);

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="gallery-upload-heading"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="gallery-upload-heading">
          <Trans>Add images and videos ({zoneName})</Trans>
        </Title>
        <FileInput
          label={t`Images and videos`}
          placeholder={t`Choose files`}
          multiple
          clearable
          accept="image/*,video/*"
          value={files}
          onChange={setFiles}
          disabled={upload.isPending}
        />
        <Group>
          <Button onClick={start} disabled={files.length === 0} loading={upload.isPending}>
            <Trans>Upload</Trans>
          </Button>
        </Group>
        {share !== null && (
          <Stack gap={4}>
            <Progress value={percent} aria-label={t`Upload progress`} animated striped size="lg" />
            <Text size="sm" aria-live="polite">
              <Trans>Uploading… {percent}%</Trans>
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
