import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startDemoModeIfEnabled } from './demo-mode';
import { createPortalI18n } from './language';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const [i18n] = await Promise.all([createPortalI18n(), startDemoModeIfEnabled()]);
createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
