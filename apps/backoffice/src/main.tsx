import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { showStartupError } from '@venue/app-shell/startup-error';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readAppConfig } from './lib/config.ts';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element to render into.');
}

try {
  readAppConfig();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  console.error(error);
  showStartupError(container, error, 'back-office');
}
