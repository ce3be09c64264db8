// Where the portal's API is. With VITE_API_BASE_URL set at build time (e.g. https://portal.example/api/v1/)
// the portal talks to that server; without it, it runs in demo mode on the in-browser demo backend of
// @epp/fixtures, at the same base path.
const configuredBaseUrl = import.meta.env.VITE_API_BASE_URL as string | undefined;

/** E-mail and password login (spec: "only for existing users, when enabled"): VITE_EMAIL_LOGIN=false turns it off. */
const emailLoginSetting = import.meta.env.VITE_EMAIL_LOGIN as string | undefined;

export const portalConfig = {
  apiBaseUrl: configuredBaseUrl ?? '/api/v1/',
  demoMode: !configuredBaseUrl,
  emailLogin: emailLoginSetting !== 'false',
} as const;
