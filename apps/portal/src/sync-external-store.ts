// use-sync-external-store/shim for React 19, which has the hook itself: react-aria's collections import the shim
// (for React 17), whose fallback code was ~0.2 KB gzip of /login (issue #17). vite.config.ts points the shim here.
export { useSyncExternalStore } from 'react';
