// Writes the review page for a story run: index.html, the pictures copied beside it (images/), and
// review.json, the list the review server accepts from (a baseline path and the picture that replaces it).
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { collectChanges } from './collect.mjs';
import { renderPage } from './page.mjs';
import { REVIEW_DIR } from './paths.mjs';

/** Writes the page for `changes` (default: what the last story run left) into `outDir`, replacing it. */
export function writeReviewPage({ root, outDir = path.resolve(root, REVIEW_DIR), changes = collectChanges({ root }) }) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.join(outDir, 'images'), { recursive: true });
  const copy = (from, index, what) => {
    if (!from) return undefined;
    const name = `images/${index}-${what}.png`;
    copyFileSync(path.resolve(root, from), path.join(outDir, name));
    return name;
  };
  const listed = changes.map((change, index) => ({
    ...change,
    images: {
      baseline: change.baselineExists ? copy(change.baseline, index, 'baseline') : undefined,
      actual: copy(change.actual, index, 'new'),
      diff: copy(change.diff, index, 'diff'),
    },
  }));
  const page = path.join(outDir, 'index.html');
  writeFileSync(page, renderPage(listed));
  const accepts = listed.map((change) => ({ key: change.baseline, picture: change.images.actual }));
  writeFileSync(path.join(outDir, 'review.json'), `${JSON.stringify(accepts, null, 2)}\n`);
  return { page, changes: listed };
}
