// Where the portal's API is. With VITE_EPP_API_BASE_URL set at build time the portal talks to that server;
// without it, it runs in demo mode on the in-browser demo backend of @epp/fixtures, at the same base path.
const configuredBaseUrl = import.meta.env.VITE_EPP_API_BASE_URL as string | undefined;

export const portalConfig = {
  apiBaseUrl: configuredBaseUrl ?? '/api/v1/',
  demoMode: !configuredBaseUrl,
} as const;
