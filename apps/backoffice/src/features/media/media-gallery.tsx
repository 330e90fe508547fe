import { Trans, useLingui } from '@lingui/react/macro';
import { AspectRatio, Button, Card, Group, Image, SimpleGrid, Tabs, Text } from '@mantine/core';
import type { ZoneGallery, ZoneMedia } from '@venue/data/zone-media/list-zone-media';
import type { Zone } from '@venue/domain/zones';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm-action.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { useDeleteZoneMedia } from './api/use-zone-media.ts';
import { MediaName, useShownMediaName } from './media-name.tsx';
import { MediaNameModal } from './media-name-modal.tsx';
import { zoneLabels } from './zone-labels.ts';

function MediaCard({
  media,
  onName,
  onDelete,
  isDeleting,
}: {
  media: ZoneMedia;
  onName: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  const { t } = useLingui();
  const name = useShownMediaName(media);
  return (
    <Card component="li" withBorder padding="xs" radius="md">
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          {media.kind === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: gallery videos are the venue's clips without speech
            <video src={media.url} controls preload="metadata" aria-label={name} />
          ) : (
            <Image src={media.url} alt={name} loading="lazy" fit="cover" />
          )}
        </AspectRatio>
      </Card.Section>
      <MediaName media={media} mt="xs" />
      <Group gap="xs" mt="xs">
        <Button size="xs" variant="light" onClick={onName} aria-label={t`Edit name: ${name}`}>
          <Trans>Edit name</Trans>
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          onClick={onDelete}
          loading={isDeleting}
          aria-label={t`Delete ${name}`}
        >
          <Trans>Delete</Trans>
        </Button>
      </Group>
    </Card>
  );
}

/** A zone's gallery: Images and Videos tabs with counts; each item deletable with its file. */
export function MediaGallery({ zone, gallery }: { zone: Zone; gallery: ZoneGallery }) {
  const { t, i18n } = useLingui();
  const remove = useDeleteZoneMedia();
  const [naming, setNaming] = useState<ZoneMedia | null>(null);
  const zoneName = i18n._(zoneLabels[zone]);
  const imageCount = gallery.images.length;
  const videoCount = gallery.videos.length;

  const deleteMedia = async (media: ZoneMedia) => {
    const confirmed = await confirmAction({
      title: media.kind === 'video' ? t`Delete video` : t`Delete image`,
      message:
        media.kind === 'video'
          ? t`Delete this video from the ${zoneName} gallery?`
          : t`Delete this image from the ${zoneName} gallery?`,
      confirmLabel: t`Delete`,
      type: 'danger',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(media);
      notifySuccess(
        media.kind === 'video' ? t`Video deleted successfully!` : t`Image deleted successfully!`,
      );
    } catch (error) {
      console.error('Zone media delete failed', error);
      notifyError(t`Delete failed. Please try again.`);
    }
  };

  const grid = (items: ZoneMedia[], label: string, empty: string) =>
    items.length === 0 ? (
      <Text c="dimmed" py="md">
        {empty}
      </Text>
    ) : (
      <SimpleGrid
        component="ul"
        cols={{ base: 2, sm: 3, lg: 4 }}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={label}
        pt="md"
      >
        {items.map((media) => (
          <MediaCard
            key={media.id}
            media={media}
            onName={() => setNaming(media)}
            onDelete={() => deleteMedia(media)}
            isDeleting={remove.isPending && remove.variables?.id === media.id}
          />
        ))}
      </SimpleGrid>
    );

  return (
    <>
      <MediaNameModal media={naming} onClose={() => setNaming(null)} />
      <Tabs defaultValue="images" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="images">
            <Trans>Images ({imageCount})</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="videos">
            <Trans>Videos ({videoCount})</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="images">
          {grid(gallery.images, t`${zoneName} images`, t`No images in this zone yet.`)}
        </Tabs.Panel>
        <Tabs.Panel value="videos">
          {grid(gallery.videos, t`${zoneName} videos`, t`No videos in this zone yet.`)}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
