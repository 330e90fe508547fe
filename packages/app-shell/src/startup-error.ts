/**
 * Replaces the page with a plain explanation when an app cannot start (for example a missing
 * environment variable), so people see why instead of a blank page. Plain DOM on purpose: it must
 * work even when React never mounted.
 */
export function showStartupError(container: HTMLElement, error: unknown, appName: string): void {
  const heading = document.createElement('h1');
  heading.textContent = `The ${appName} could not start`;
  const message = document.createElement('p');
  message.textContent = error instanceof Error ? error.message : String(error);
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.append(heading, message);
  container.replaceChildren(alert);
}
