// Where the review's input and output are, relative to the repository root.

/** Vitest's attachments directory (vitest.config.ts sets none: Vitest's default); story pictures under stories/. */
export const ATTACHMENTS_DIR = '.vitest/attachments';

/** The review page and its pictures, written by `npm test` after pixel mismatches and by `npm run review`; CI keeps it. */
export const REVIEW_DIR = 'node_modules/.cache/epp-visual-review';
