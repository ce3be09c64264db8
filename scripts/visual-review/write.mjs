// Writes the review page for a story run: index.html, the pictures copied beside it (images/), and
// review.json, the list the review server accepts from (a baseline path and the picture that replaces it).
import { closeSync, copyFileSync, mkdirSync, openSync, readSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { collectChanges } from './collect.mjs';
import { renderPage } from './page.mjs';
import { REVIEW_DIR } from './paths.mjs';

/**
 * A PNG's width and height from its header (the IHDR chunk right after the signature), or undefined for a file
 * that is not a PNG. A whole-page snapshot may be thousands of pixels tall: the page says how tall.
 */
export function pngSize(file) {
  const header = Buffer.alloc(24);
  const fd = openSync(file, 'r');
  try {
    if (readSync(fd, header, 0, 24, 0) < 24) return undefined;
  } finally {
    closeSync(fd);
  }
  if (header.readUInt32BE(0) !== 0x89504e47 || header.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
}

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
    sizes: {
      baseline: change.baselineExists ? pngSize(path.resolve(root, change.baseline)) : undefined,
      actual: pngSize(path.resolve(root, change.actual)),
    },
  }));
  const page = path.join(outDir, 'index.html');
  writeFileSync(page, renderPage(listed));
  const accepts = listed.map((change) => ({ key: change.baseline, picture: change.images.actual }));
  writeFileSync(path.join(outDir, 'review.json'), `${JSON.stringify(accepts, null, 2)}\n`);
  return { page, changes: listed };
}
