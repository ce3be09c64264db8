// Renders a public page to HTML at build time (scripts/prerender.mjs runs this after `vite build`, built with
// `vite build --ssr`): the page's markup and its styled-components styles, so the login form paints before any
// script runs; main.tsx hydrates it. Rendered as a first visit: Estonian, no session, no cookie consent.
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app';
import { createPortalI18n } from './language';

export { PRERENDERED_ATTRIBUTE, PRERENDERED_PATHS } from './prerendered';

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk);
  return text;
}

/** The HTML of `#root` for `path`, the style tags for `<head>`, and the language it is in. */
export async function renderPage(path: string): Promise<{ html: string; styleTags: string; language: string }> {
  const i18n = await createPortalI18n();
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <App i18n={i18n} Router={Router} />
        </StrictMode>,
      ),
    );
    const html = await streamText(prelude);
    return { html, styleTags: sheet.getStyleTags(), language: i18n.language };
  } finally {
    sheet.seal();
  }
}
