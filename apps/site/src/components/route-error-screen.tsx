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
    <section role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{describeError(error)}</p>
    </section>
  );
}
