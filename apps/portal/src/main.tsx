import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startDemoModeIfEnabled } from './demo-mode';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

await startDemoModeIfEnabled();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
