// `node scripts/visual-review/write-page.mjs`: writes the review page of the last story run and prints its path
// (what `npm test` does after a story run with pixel mismatches).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeReviewPage } from './write.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { page, changes } = writeReviewPage({ root });
console.log(`${changes.length} changed snapshots: ${page}`);
