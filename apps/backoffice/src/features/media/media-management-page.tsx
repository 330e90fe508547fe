import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type Zone, zones } from '@venue/domain/zones';
import { useState } from 'react';
import { LoadError } from '../../components/query-states.tsx';
import { useZoneMedia } from './api/use-zone-media.ts';
import { GalleryUpload } from './gallery-upload.tsx';
import { MainImageSection } from './main-image-section.tsx';
import { MediaGallery } from './media-gallery.tsx';
import { zoneLabels } from './zone-labels.ts';

/** /admin/media-management: each zone's main image and its gallery of images and videos. */
export function MediaManagementPage() {
  const { t, i18n } = useLingui();
  const [zone, setZone] = useState<Zone>('bowling');
  const media = useZoneMedia();
  const gallery = media.data?.[zone];

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Media Management</Trans>
      </Title>
      <Stack gap={4}>
        <Text fw={500} id="zone-selector-label">
          <Trans>Zone</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby="zone-selector-label"
          value={zone}
          onChange={(value) => setZone(value as Zone)}
          data={zones.map((value) => ({ value, label: i18n._(zoneLabels[value]) }))}
          maw={420}
        />
      </Stack>
      {media.isPending && (
        <Center>
          <Loader aria-label={t`Loading media`} />
        </Center>
      )}
      {media.isError && <LoadError query={media} title={t`Media could not be loaded`} />}
      {gallery && (
        <>
          <MainImageSection zone={zone} mainImage={gallery.mainImage} />
          <GalleryUpload key={zone} zone={zone} />
          <MediaGallery zone={zone} gallery={gallery} />
        </>
      )}
    </Stack>
  );
}
