// The Content-Security-Policy of the built portal, as a <meta> in index.html: scripts only from the portal's
// own origin (no inline scripts, no eval), so an injected <script> cannot run. Styles allow inline
// <style>: styled-components injects its rules at run time. connect-src adds the API's origin when the
// API lives elsewhere. Only the build gets it: Vite's dev server injects an inline script for hot reload.
//
// A <meta> cannot say who may frame the page (`frame-ancestors` is ignored there), so the build also writes the
// headers a host must send with every response (security-headers.json, and _headers for hosts that read that
// format): the same policy with `frame-ancestors 'none'` (the signing and payment buttons cannot be framed and
// clicked through), `X-Content-Type-Options: nosniff` and a Referrer-Policy that sends no path to other sites.
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

/** The headers every response of the portal's host carries (scripts/serve-spa.mjs sends them from the build). */
export function securityHeaders(apiBaseUrl: string | undefined): Record<string, string> {
  return {
    'Content-Security-Policy': `${contentSecurityPolicy(apiBaseUrl)}; frame-ancestors 'none'`,
    // older browsers that know no frame-ancestors
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** The `_headers` file of static hosts (Netlify, Cloudflare Pages): the headers for every path. */
export function headersFile(headers: Record<string, string>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}

export function cspPlugin(apiBaseUrl: string | undefined): Plugin {
  let serverSide = false;
  return {
    name: 'epp-content-security-policy',
    apply: 'build',
    configResolved(config) {
      serverSide = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (serverSide) return; // the prerender's own build: no host serves it
      const headers = securityHeaders(apiBaseUrl);
      this.emitFile({ type: 'asset', fileName: 'security-headers.json', source: JSON.stringify(headers, null, 2) });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
    },
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(apiBaseUrl) },
        injectTo: 'head-prepend',
      },
    ],
  };
}
