/** The readable message of anything thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Something went wrong. Please try again.';
}

/** A failure toast in the spec's shape (section 8): the prefix, ": " and the reason. */
export function prefixed(prefix: string): (reason: string) => string {
  return (reason) => `${prefix}: ${reason}`;
}
