/**
 * The manager's "Public site" section of Settings: when the site was last published and how it
 * went (the host took the build, or why not), whether changes wait for the next publish, and
 * "Publish site" to publish at once.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type {
  SitePublish,
  SitePublishStatus,
} from '@venue/data/site-publish/get-site-publish-status';
import { formatDisplayDateTime } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { notifySuccess } from '../../components/notify.ts';
import { QueryStates } from '../../components/query-states.tsx';
import { usePublishSite, useSitePublishStatus } from './api/use-site-publish.ts';

export function SitePublishSection() {
  const status = useSitePublishStatus();
  const publish = usePublishSite();
  const { t } = useLingui();

  function publishNow() {
    publish.mutate(undefined, {
      onSuccess: (started) =>
        notifySuccess(
          started ? t`The site is being published.` : t`A publish is already under way.`,
        ),
    });
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="site-publish-title">
      <Title order={2} size="h3" mb="xs" id="site-publish-title">
        <Trans>Public site</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>
          The site's pages are built with the menu, FAQ, offers, packages, prices and hours in them.
          What you save is published by itself two minutes after your last change; the Publish site
          button publishes at once.
        </Trans>
      </Text>
      <QueryStates
        query={status}
        isEmpty={status.data === null}
        loadingLabel={t`Loading the site's publishing`}
        errorTitle={t`The site's publishing could not be loaded`}
        emptyText={t`The site's publishing could not be loaded`}
      />
      <Stack gap="sm" aria-live="polite">
        {status.data ? <PublishStatus status={status.data} /> : null}
        <Group>
          <Button onClick={publishNow} loading={publish.isPending}>
            <Trans>Publish site</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function PublishStatus({ status }: { status: SitePublishStatus }) {
  const { i18n } = useLingui();
  const when = (value: string | null) =>
    formatDisplayDateTime(value, venueTimeZone, localeOf(i18n));
  const waitingSince = status.changesWaitingSince ? when(status.changesWaitingSince) : null;
  return (
    <Stack gap="xs">
      {status.last ? (
        <LastPublish publish={status.last} when={when} />
      ) : (
        <Text>
          <Trans>The site has not been published from here yet.</Trans>
        </Text>
      )}
      {waitingSince ? (
        <Text>
          <Trans>
            Changes waiting since {waitingSince}: they are published two minutes after the last
            change.
          </Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

function LastPublish({
  publish,
  when,
}: {
  publish: SitePublish;
  when: (value: string | null) => string;
}) {
  const httpStatus = publish.httpStatus ?? 0;
  const started = when(publish.startedAt);
  const finished = when(publish.finishedAt);
  if (publish.state === 'calling') {
    return (
      <Group gap="xs">
        <Badge color="yellow">
          <Trans>Publishing</Trans>
        </Badge>
        <Text>
          <Trans>Started {started}.</Trans>
        </Text>
      </Group>
    );
  }
  if (publish.state === 'succeeded') {
    return (
      <Group gap="xs">
        <Badge color="green">
          <Trans>Published</Trans>
        </Badge>
        <Text>
          <Trans>{finished}: the host took the build.</Trans>
        </Text>
      </Group>
    );
  }
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Badge color="red" style={{ flexShrink: 0 }}>
        <Trans>Failed</Trans>
      </Badge>
      <Text>
        {publish.reason === 'not_configured' ? (
          <Trans>{finished}: no deploy hook is set up for the site (SITE_DEPLOY_HOOK_URL).</Trans>
        ) : publish.reason === 'refused' ? (
          <Trans>
            {finished}: the host refused the build (HTTP {httpStatus}).
          </Trans>
        ) : (
          <Trans>{finished}: the host could not be reached.</Trans>
        )}
      </Text>
    </Group>
  );
}
