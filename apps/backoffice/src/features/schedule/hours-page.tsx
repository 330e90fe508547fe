import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { useState } from 'react';
import { ClosuresSection } from './closures-section.tsx';
import { LaneBlocksSection } from './lane-blocks-section.tsx';
import { SlotSettingsSection } from './slot-settings-section.tsx';
import { SpecialHoursSection } from './special-hours-section.tsx';
import { VrSettingsSection } from './vr-settings-section.tsx';
import { VrStationBlocksSection } from './vr-station-blocks-section.tsx';
import { WeekPreview } from './week-preview.tsx';
import { WeeklyHoursSection } from './weekly-hours-section.tsx';

/**
 * /admin/hours: the venue's schedule. The manager edits the slot length and lanes, the VR
 * stations and session length, the weekly hours, special periods, closures, lane blocks and VR
 * station blocks, and sees the week the site will offer; reception reads it all and may block a
 * lane or a VR station for today.
 */
export function HoursPage({ isManager }: { isManager: boolean }) {
  const { t } = useLingui();
  // The venue's business day when the page opened: at 00:30 it is still yesterday's evening.
  const [today] = useState(() => venueToday(new Date(), venueTimeZone));
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Hours & closures</Trans>
      </Title>
      <Text c="dimmed" size="sm">
        <Trans>
          The hours, closures and blocks decide which slots and VR sessions the site offers. A
          business day runs from 06:00 to 06:00 the next morning.
        </Trans>
      </Text>
      {!isManager && (
        <Alert color="blue" variant="light" title={t`Read only`}>
          <Trans>
            Only the manager changes the hours. You can block a lane or a VR station for today.
          </Trans>
        </Alert>
      )}
      <WeekPreview today={today} />
      <LaneBlocksSection today={today} isManager={isManager} />
      <VrStationBlocksSection today={today} isManager={isManager} />
      <ClosuresSection today={today} isManager={isManager} />
      <SpecialHoursSection today={today} isManager={isManager} />
      <WeeklyHoursSection today={today} isManager={isManager} />
      <SlotSettingsSection today={today} isManager={isManager} />
      <VrSettingsSection isManager={isManager} />
    </Stack>
  );
}
