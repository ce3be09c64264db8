// A static server for a built single-page app on 127.0.0.1, served as a production host would: files as they
// are, any other path gets index.html (the app's router draws it; a prerendered page's own .html when the
// build wrote one), gzip for text when the browser accepts it, and the cache headers of a hashed build (the
// files under /assets/ never change: cached for a year; index.html and the rest revalidate). Used by the
// end-to-end test and by the Lighthouse bench (bench/lighthouse.mjs) against the built portal.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
/** Already compressed formats gain nothing from gzip. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The file a path is served from: itself, its prerendered `<path>.html`, else the app's index.html. */
function fileFor(root, pathname) {
  const file = path.join(root, path.normalize(pathname));
  if (!file.startsWith(root)) return path.join(root, 'index.html');
  if (isFile(file)) return file;
  const prerendered = `${file.replace(/\/$/, '')}.html`;
  if (prerendered.startsWith(root) && isFile(prerendered)) return prerendered;
  return path.join(root, 'index.html');
}

/**
 * @param {string} root the build's output directory
 * @param {{ gzip?: boolean }} [options] gzip: compress text for browsers that accept it (default true)
 * @returns {Promise<{ url: string, close: () => void }>}
 */
export function serveSpa(root, { gzip = true } = {}) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = fileFor(root, pathname);
    const extension = path.extname(file);
    const immutable = pathname.startsWith('/assets/') && file !== path.join(root, 'index.html');
    const compress =
      gzip && COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': types[extension] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(compress ? { 'content-encoding': 'gzip' } : {}),
    });
    const body = createReadStream(file);
    if (compress) body.pipe(createGzip()).pipe(response);
    else body.pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}
