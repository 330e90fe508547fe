import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { ZoneMedia } from '@venue/data/zone-media/list-zone-media';
import { localeInfo } from '@venue/domain/locales';
import { textIn } from '@venue/domain/localized-text';
import { localeOf } from '@venue/i18n/locales';
import { MissingLanguages } from '../../components/localized-fields.tsx';

/** A picture's or video's name in the staff member's language, else "Image" or "Video". */
export function useShownMediaName(media: ZoneMedia): string {
  const { t, i18n } = useLingui();
  const shown = textIn(media.name, localeOf(i18n));
  return shown?.text ?? (media.kind === 'video' ? t`Video` : t`Image`);
}

/**
 * A picture's name as the gallery lists it: in the staff member's language, else in the one it is
 * written in (marked as such), with "Needs Arabic" / "Needs English" while it has one language
 * only. A picture without a name says "Image" ("Video").
 */
export function MediaName({ media, mt }: { media: ZoneMedia; mt?: string }) {
  const { i18n } = useLingui();
  const name = useShownMediaName(media);
  const shown = textIn(media.name, localeOf(i18n));
  const hasName = Object.keys(media.name).length > 0;
  return (
    <Stack gap={4} mt={mt}>
      <Text
        size="sm"
        truncate
        c={shown ? undefined : 'dimmed'}
        lang={shown?.isFallback ? shown.lang : undefined}
        dir={shown?.isFallback ? localeInfo[shown.lang].dir : 'auto'}
      >
        {name}
      </Text>
      {hasName && <MissingLanguages texts={[media.name]} />}
    </Stack>
  );
}
