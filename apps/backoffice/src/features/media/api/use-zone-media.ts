import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addZoneMedia } from '@venue/data/zone-media/add-zone-media';
import { deleteZoneMedia } from '@venue/data/zone-media/delete-zone-media';
import { listZoneMedia, type ZoneMedia } from '@venue/data/zone-media/list-zone-media';
import { renameZoneMedia } from '@venue/data/zone-media/rename-zone-media';
import { setMainImage } from '@venue/data/zone-media/set-main-image';
import {
  type UploadedZoneFile,
  type UploadProgress,
  uploadZoneFile,
} from '@venue/data/zone-media/upload-zone-file';
import { galleryKindOf } from '@venue/domain/files';
import { type MediaNameFormValues, mediaNameFromFile } from '@venue/domain/forms/media-name-form';
import type { Zone } from '@venue/domain/zones';
import { supabase } from '../../../lib/supabase.ts';
import { mediaKeys } from './keys.ts';

/** The media screen says each failure itself, in the spec's words (section 8). */
const ownErrorMessages = { showsOwnError: true };

export function useZoneMedia() {
  return useQuery({ queryKey: mediaKeys.zoneMedia, queryFn: () => listZoneMedia(supabase) });
}

/**
 * Uploads images and videos to a zone's gallery one after another, reporting the share of all
 * bytes sent (0 to 1); each file becomes a row once stored, named by its file name in English
 * until the manager names it. Resolves with how many were added.
 */
export function useUploadZoneFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      zone,
      files,
      onProgress,
    }: {
      zone: Zone;
      files: File[];
      onProgress: (share: number) => void;
    }) => {
      const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
      let done = 0;
      let added = 0;
      for (const file of files) {
        const kind = galleryKindOf(file);
        if (!kind) continue;
        const uploaded = await uploadZoneFile(supabase, {
          zone,
          file,
          onProgress: (progress: UploadProgress) =>
            onProgress(Math.min(1, (done + progress.loaded) / total)),
        });
        await addZoneMedia(supabase, {
          zone,
          kind,
          url: uploaded.url,
          storagePath: uploaded.path,
          name: mediaNameFromFile(file.name),
        });
        done += file.size;
        added += 1;
        onProgress(Math.min(1, done / total));
      }
      return added;
    },
    meta: ownErrorMessages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.zoneMedia }),
  });
}

/** Stores a file chosen as a zone's main image (the first step of setting it). */
export function useUploadMainImageFile() {
  return useMutation({
    mutationFn: ({ zone, file }: { zone: Zone; file: File }) =>
      uploadZoneFile(supabase, { zone, file }),
    meta: ownErrorMessages,
  });
}

/** A stored file chosen as a zone's main image, and the name of the file it came from. */
type MainImageChoice = { zone: Zone; uploaded: UploadedZoneFile; fileName: string };

/** Makes a stored file the zone's main image (the second step), named by its file name. */
export function useSetMainImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ zone, uploaded, fileName }: MainImageChoice) =>
      setMainImage(supabase, { zone, uploaded, name: mediaNameFromFile(fileName) }),
    meta: ownErrorMessages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.zoneMedia }),
  });
}

/** Writes a picture's or video's name in the languages the manager wrote. */
export function useRenameZoneMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: MediaNameFormValues }) =>
      renameZoneMedia(supabase, id, values),
    meta: ownErrorMessages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.zoneMedia }),
  });
}

export function useDeleteZoneMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (media: ZoneMedia) => deleteZoneMedia(supabase, media),
    meta: ownErrorMessages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.zoneMedia }),
  });
}
