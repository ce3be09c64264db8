// The Content-Security-Policy of the built portal, as a <meta> in index.html: scripts only from the portal's
// own origin (no inline scripts, no eval), so an injected <script> cannot run. Styles allow inline
// <style>: styled-components injects its rules at run time. connect-src adds the API's origin when the
// API lives elsewhere. Only the build gets it: Vite's dev server injects an inline script for hot reload.
import type { Plugin } from 'vite';

export function contentSecurityPolicy(apiBaseUrl: string | undefined): string {
  const apiOrigin = apiBaseUrl && /^https?:\/\//.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function cspPlugin(apiBaseUrl: string | undefined): Plugin {
  return {
    name: 'epp-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(apiBaseUrl) },
        injectTo: 'head-prepend',
      },
    ],
  };
}
