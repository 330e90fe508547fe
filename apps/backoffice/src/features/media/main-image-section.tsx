import { Trans, useLingui } from '@lingui/react/macro';
import {
  AspectRatio,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { isFileTooLarge } from '@venue/data/upload-refusals';
import type { ZoneMedia } from '@venue/data/zone-media/list-zone-media';
import type { UploadedZoneFile } from '@venue/data/zone-media/upload-zone-file';
import {
  fileTooLargeMessage,
  fitsSizeLimit,
  isImageFile,
  mainImageFileMessage,
  zoneMediaMaxBytes,
} from '@venue/domain/files';
import type { Zone } from '@venue/domain/zones';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm-action.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageText } from '../../lib/domain-messages.ts';
import {
  useDeleteZoneMedia,
  useSetMainImage,
  useUploadMainImageFile,
} from './api/use-zone-media.ts';
import { MediaName } from './media-name.tsx';
import { MediaNameModal } from './media-name-modal.tsx';
import { zoneLabels } from './zone-labels.ts';

/**
 * A zone's main image: upload (images only) to set or replace it, and removal. Setting it takes
 * two steps, each with its own failure: storing the file, then making it the zone's main image.
 */
export function MainImageSection({ zone, mainImage }: { zone: Zone; mainImage: ZoneMedia | null }) {
  const uploadFile = useUploadMainImageFile();
  const setMain = useSetMainImage();
  const remove = useDeleteZoneMedia();
  const [isNaming, setIsNaming] = useState(false);
  const { t, i18n } = useLingui();
  const label = i18n._(zoneLabels[zone]);
  const inLanguage = (message: string) => messageText(i18n, message);
  // The failure texts (spec section 8), one per step.
  const failures = {
    upload: t`Main image upload failed. Please try again.`,
    set: t`Failed to set main image...`,
    delete: t`Failed to delete main image...`,
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    if (!isImageFile(file)) {
      notifyError(inLanguage(mainImageFileMessage));
      return;
    }
    if (!fitsSizeLimit(file, zoneMediaMaxBytes)) {
      notifyError(inLanguage(fileTooLargeMessage(zoneMediaMaxBytes)));
      return;
    }
    let uploaded: UploadedZoneFile;
    try {
      uploaded = await uploadFile.mutateAsync({ zone, file });
    } catch (error) {
      console.error('Main image upload failed', error);
      notifyError(isFileTooLarge(error) ? inLanguage(error.message) : failures.upload);
      return;
    }
    try {
      await setMain.mutateAsync({ zone, uploaded, fileName: file.name });
      notifySuccess(t`Main image uploaded successfully!`);
    } catch (error) {
      console.error('Setting the main image failed', error);
      notifyError(failures.set);
    }
  };

  const removeMain = async () => {
    if (!mainImage) return;
    const confirmed = await confirmAction({
      title: t`Remove main image`,
      message: t`Remove the main image of the ${label} zone? The site shows its default image instead.`,
      confirmLabel: t`Remove`,
      type: 'danger',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(mainImage);
      notifySuccess(t`Main image removed successfully!`);
    } catch (error) {
      console.error('Main image removal failed', error);
      notifyError(failures.delete);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="main-image-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="main-image-heading">
          <Trans>Main image ({label})</Trans>
        </Title>
        {mainImage ? (
          <Stack gap={4} maw={420}>
            <AspectRatio ratio={16 / 9}>
              <Image src={mainImage.url} alt={t`Main image of the ${label} zone`} radius="sm" />
            </AspectRatio>
            <MediaName media={mainImage} />
          </Stack>
        ) : (
          <Text c="dimmed">
            <Trans>No main image: the site shows its default image for this zone.</Trans>
          </Text>
        )}
        <Group>
          <FileButton onChange={upload} accept="image/*">
            {(props) => (
              <Button {...props} loading={uploadFile.isPending || setMain.isPending}>
                {mainImage ? t`Replace main image` : t`Upload main image`}
              </Button>
            )}
          </FileButton>
          {mainImage && (
            <Button variant="light" onClick={() => setIsNaming(true)}>
              <Trans>Edit name</Trans>
            </Button>
          )}
          {mainImage && (
            <Button color="red" variant="light" onClick={removeMain} loading={remove.isPending}>
              <Trans>Remove main image</Trans>
            </Button>
          )}
        </Group>
      </Stack>
      <MediaNameModal media={isNaming ? mainImage : null} onClose={() => setIsNaming(false)} />
    </Paper>
  );
}
