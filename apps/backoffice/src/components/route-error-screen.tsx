import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { describeRouteError } from '@venue/app-shell/route-error';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** Shown in place of the page when rendering or loading a route fails unexpectedly. */
export function RouteErrorScreen() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Stack gap="md" role="alert" p="xl">
      <Title order={1}>
        <Trans>Unexpected Application Error!</Trans>
      </Title>
      <Text dir="auto">{describeRouteError(error)}</Text>
    </Stack>
  );
}
