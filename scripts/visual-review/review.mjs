// `npm run review`: writes the review page from the last story run's changed snapshots and serves it on
// localhost, where each change's Accept takes the new picture as the baseline (server.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createReviewServer } from './server.mjs';
import { texts } from './texts.mjs';
import { writeReviewPage } from './write.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.REVIEW_PORT ?? 6007);

const { page, changes } = writeReviewPage({ root });
if (changes.length === 0) console.log(texts.serverNone);
const server = createReviewServer({ root, outDir: path.dirname(page) });
server.listen(port, '127.0.0.1', () => console.log(texts.serverListening(`http://localhost:${port}/`)));
