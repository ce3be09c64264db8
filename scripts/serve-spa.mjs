// A static server for a built single-page app on 127.0.0.1, served as a production host would: files as they
// are, any other path gets index.html (the app's router draws it; a prerendered page's own .html when the
// build wrote one), gzip for text when the browser accepts it, and the cache headers of a hashed build (the
// files under /assets/ never change: cached for a year; index.html and the rest revalidate). Used by the
// end-to-end test and by the Lighthouse bench (bench/lighthouse.mjs) against the built portal. With `api`, the
// same origin also answers an API under its prefix (the bench's production build: the demo handlers in Node).
// Every file goes with the headers the build asks for (security-headers.json: the CSP with frame-ancestors, nosniff,
// the Referrer-Policy), as the deployment docs ask of a production host.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
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

/** A Node request as a fetch `Request` (the body read whole: API bodies are small). */
async function toFetchRequest(request, origin) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(request.url ?? '/', origin), { method: request.method, headers, body });
}

/** Writes a fetch `Response`, gzipped when the browser accepts it (as a production API would answer). */
async function writeFetchResponse(response, accepted, nodeResponse) {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(response.headers);
  delete headers['content-length']; // of the body before compression, if any
  const compress = body.length > 0 && /\bgzip\b/.test(accepted);
  nodeResponse.writeHead(response.status, {
    ...headers,
    'cache-control': headers['cache-control'] ?? 'no-store',
    vary: 'accept-encoding',
    ...(compress ? { 'content-encoding': 'gzip' } : {}),
  });
  if (!compress) return nodeResponse.end(body);
  const gzip = createGzip();
  gzip.pipe(nodeResponse);
  gzip.end(body);
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The headers the build asks its host to send with every response (the portal's security-headers.json), if any. */
const buildHeaders = (root) => {
  const file = path.join(root, 'security-headers.json');
  return isFile(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
};

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
 * @typedef {{ prefix: string, respond: (request: Request) => Promise<Response | undefined> }} SpaApi
 *   requests under `prefix` (e.g. `/api/v1/`) are answered by `respond`; `undefined` is a 404
 * @param {string} root the build's output directory
 * @param {{ gzip?: boolean, api?: SpaApi, tls?: { key: string, cert: string } }} [options] gzip: compress text for
 *   browsers that accept it (default true); tls: serve https with this key and certificate (PEM), as the ID-card
 *   journeys need (hwcrypto.js refuses a page not served over https)
 * @returns {Promise<{ url: string, close: () => void }>}
 */
export function serveSpa(root, { gzip = true, api, tls } = {}) {
  const scheme = tls ? 'https' : 'http';
  let origin = `${scheme}://127.0.0.1`;
  const headers = buildHeaders(root);
  const answerApi = async (request, response) => {
    const answer = (await api.respond(await toFetchRequest(request, origin))) ?? new Response(null, { status: 404 });
    await writeFetchResponse(answer, gzip ? String(request.headers['accept-encoding'] ?? '') : '', response);
  };
  const handle = (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    if (api && pathname.startsWith(api.prefix)) {
      answerApi(request, response).catch((error) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(String(error?.stack ?? error));
      });
      return;
    }
    const file = fileFor(root, pathname);
    const extension = path.extname(file);
    const immutable = pathname.startsWith('/assets/') && file !== path.join(root, 'index.html');
    const compress =
      gzip && COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      ...headers,
      'content-type': types[extension] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(compress ? { 'content-encoding': 'gzip' } : {}),
    });
    const body = createReadStream(file);
    if (compress) body.pipe(createGzip()).pipe(response);
    else body.pipe(response);
  };
  const server = tls ? createTlsServer(tls, handle) : createServer(handle);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      origin = `${scheme}://127.0.0.1:${port}`;
      resolve({ url: origin, close: () => server.close() });
    });
  });
}
