/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build's mode (src/build-mode.ts): the demo, or a real portal. Undefined outside the portal's Vite config. */
  readonly EPP_DEMO?: boolean;
  /** The API's versioned base (src/build-mode.ts). */
  readonly EPP_API_BASE_URL?: string;
}
