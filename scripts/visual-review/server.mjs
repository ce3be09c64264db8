// The review server (`npm run review`): serves the review page and takes a new picture as the baseline when
// the page asks. It accepts only the baselines its page listed (review.json): the page posts a key, never a
// path the server would write to, so nothing outside the listed __screenshots__ files can be written or read.
import { copyFileSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { texts } from './texts.mjs';

const types = { '.html': 'text/html; charset=utf-8', '.png': 'image/png' };

/** An http.Server for the page in `outDir`, writing accepted pictures over baselines under `root`. */
export function createReviewServer({ root, outDir }) {
  const accepts = new Map(
    JSON.parse(readFileSync(path.join(outDir, 'review.json'), 'utf8')).map((entry) => [entry.key, entry.picture]),
  );
  // what may be read: the page and the pictures it lists, nothing else from disk
  const files = new Set([
    'index.html',
    ...[...readFileSync(path.join(outDir, 'index.html'), 'utf8').matchAll(/src="(images\/[\w.-]+\.png)"/g)].map(
      (m) => m[1],
    ),
  ]);

  const accept = (key) => {
    const picture = accepts.get(key);
    if (picture === undefined) return false;
    copyFileSync(path.join(outDir, picture), path.resolve(root, key));
    return true;
  };
  const answer = (response, status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const readBody = (request) =>
    new Promise((resolve, reject) => {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString()));
      request.on('error', reject);
    });

  return http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET') {
      const file = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname.slice(1));
      if (!files.has(file)) return answer(response, 404, { error: 'not found' });
      response.writeHead(200, { 'content-type': types[path.extname(file)] });
      return response.end(readFileSync(path.join(outDir, file)));
    }
    if (request.method !== 'POST') return answer(response, 405, { error: 'method not allowed' });
    if (url.pathname === '/accept') {
      let key;
      try {
        key = JSON.parse(await readBody(request)).key;
      } catch {
        return answer(response, 400, { error: 'expected {"key": …}' });
      }
      return accept(key) ? answer(response, 200, { accepted: [key] }) : answer(response, 403, { error: texts.refused });
    }
    if (url.pathname === '/accept-all') {
      await readBody(request);
      const accepted = [...accepts.keys()].filter(accept);
      return answer(response, 200, { accepted });
    }
    return answer(response, 404, { error: 'not found' });
  });
}
