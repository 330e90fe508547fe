import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { showStartupError } from '@venue/app-shell/startup-error';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readAppConfig } from './lib/config.ts';
import { activateLocale } from './lib/i18n.ts';
import { applyLocaleToDocument, initialLocale } from './lib/locale.ts';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element to render into.');
}

try {
  readAppConfig();
  // The page takes its language's direction at once; the screens render when its catalogue loads.
  const locale = initialLocale();
  applyLocaleToDocument(locale);
  activateLocale(locale).catch((error: unknown) =>
    showStartupError(container, error, 'back-office'),
  );
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  console.error(error);
  showStartupError(container, error, 'back-office');
}
