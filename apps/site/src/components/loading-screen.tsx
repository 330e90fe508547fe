/** Shown while the code of the first page is still downloading. */
export function LoadingScreen() {
  return (
    <p role="status" aria-live="polite">
      Loading
    </p>
  );
}
