import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return `${error.status} ${error.statusText}`;
  }
  if (error instanceof Error) {
    return error.message;
  }
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/** Shown in place of the page when rendering or loading a route fails unexpectedly. */
export function RouteErrorScreen() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Stack gap="md" role="alert" p="xl">
      <Title order={1}>Unexpected Application Error!</Title>
      <Text>{describeError(error)}</Text>
    </Stack>
  );
}
