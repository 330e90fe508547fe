import { showStartupError } from '@venue/app-shell/startup-error';
import { startSite } from './app/app.tsx';
import { readAppConfig } from './lib/config.ts';
import { settleLocale } from './lib/locale.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element to render into.');
}

function fail(error: unknown) {
  console.error(error);
  showStartupError(container as HTMLElement, error, 'site');
}

try {
  readAppConfig();
  startSite(container, settleLocale()).catch(fail);
} catch (error) {
  fail(error);
}
