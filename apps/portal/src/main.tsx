import '@fontsource-variable/inter';
import { SESSION_STORAGE_KEY } from '@epp/api';
import { COOKIE_CONSENT_KEY, LEGACY_CONSENT_COOKIE } from '@epp/widgets/cookie-banner';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createPortalI18n } from './language';
import { PRERENDERED_ATTRIBUTE } from './prerendered';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A public page the build rendered to HTML (scripts/prerender.mjs) is hydrated when the visitor is the one it
 * was rendered for: a first visit in its language (no session, no cookie consent yet). Anyone else gets a
 * fresh render over it, so what they see is never a mismatch of the two.
 */
function rendersAsPrerendered(language: string): boolean {
  if (container?.getAttribute(PRERENDERED_ATTRIBUTE) !== language) return false;
  if (globalThis.localStorage?.getItem(SESSION_STORAGE_KEY)) return false;
  return ![COOKIE_CONSENT_KEY, LEGACY_CONSENT_COOKIE].some((name) =>
    document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${name}=`)),
  );
}

const i18n = await createPortalI18n();
const app = (
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>
);
// Both in a transition: React renders (or hydrates) the first page in slices, yielding to the browser between
// them, instead of in one piece, the longest main-thread task of a first load on a slow phone (issue #29). A key
// pressed on the prerendered page meanwhile is not lost: React finishes hydrating at once to handle it, and what
// was typed before the scripts ran is handed over by the fields themselves (useTypedBeforeHydration).
if (rendersAsPrerendered(i18n.language)) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
