// The build's settings (vite.config.ts, src/build-mode.ts). The portal talks to the API at VITE_API_BASE_URL
// (e.g. https://portal.example/api/v1/); a demo build (VITE_DEMO=true; the dev server without an address) runs
// on the in-browser demo backend of @epp/fixtures, at the same base path. A build with neither fails.

// Whether this is the demo is `import.meta.env.EPP_DEMO`, read where it decides: the build writes the literal in
// its place, so a real build's bundler drops every demo branch, its import() included (a constant exported from
// here is not inlined everywhere: the demo's chunks stayed). scripts/check-production-dist.mjs holds it.

/** E-mail and password login (spec: "only for existing users, when enabled"): VITE_EMAIL_LOGIN=false turns it off. */
const emailLoginSetting = import.meta.env.VITE_EMAIL_LOGIN as string | undefined;

export const portalConfig = {
  apiBaseUrl: (import.meta.env.EPP_API_BASE_URL as string | undefined) ?? '/api/v1/',
  emailLogin: emailLoginSetting !== 'false',
} as const;
