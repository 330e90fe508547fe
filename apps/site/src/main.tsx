import { showStartupError } from '@venue/app-shell/startup-error';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readAppConfig } from './lib/config.ts';
import { settleLocale } from './lib/locale.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element to render into.');
}

try {
  readAppConfig();
  const locale = settleLocale();
  createRoot(container).render(
    <StrictMode>
      <App locale={locale} />
    </StrictMode>,
  );
} catch (error) {
  console.error(error);
  showStartupError(container, error, 'site');
}
