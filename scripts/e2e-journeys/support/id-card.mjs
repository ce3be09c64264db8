// The ID-card journeys' bench (issue #26): the built portal over https, a test ID-card certificate, and a fake
// browser extension, so the portal's own bundled hwcrypto.js runs as it does for a user.
//   - https: hwcrypto.js refuses a page not served over https (not_allowed). The bench serves the build over
//     https with a self-signed certificate made by openssl for this run; the e2e's Chromium is launched with
//     --ignore-certificate-errors (without it Chromium also refuses the demo backend's service worker).
//   - The card's certificate: self-signed by openssl, its subject naming the holder as an Estonian ID-card does
//     (serialNumber PNOEE-<personal code>); the demo backend logs that person in.
//   - The extension: what the Web eID and the older token signing extension put into the page for hwcrypto.js —
//     a `TokenSigning` class whose calls go to the extension by window.postMessage ({ src: 'page.js', nonce,
//     type: 'VERSION' | 'CERT' | 'SIGN', ... }) and come back as { src: 'background.js', nonce, result: 'ok', cert
//     | signature | version } or { result: <error code> }, the promise then rejecting with Error(<code>). The
//     extension's side is played in the page; the journey tells it what to answer next (`answerNext`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveSpa } from '../../serve-spa.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The error codes of hwcrypto.js the spec gives a text: its ID-card texts but the login service's and the generic one. */
export const cardErrorCodes = (et) =>
  Object.keys(et.errors.idCard).filter((code) => !code.startsWith('login_') && code !== 'generic');

/** A self-signed certificate and its key (PEM) by openssl, in `dir`; the certificate as `outform`. */
function selfSigned(dir, name, subject, extra = [], outform = 'PEM') {
  const key = path.join(dir, `${name}.key`);
  const certificate = path.join(dir, `${name}.${outform.toLowerCase()}`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      subject,
      '-keyout',
      key,
      '-out',
      certificate,
      '-outform',
      outform,
      ...extra,
    ],
    { stdio: 'pipe' },
  );
  return { key: readFileSync(key, 'utf8'), certificate: readFileSync(certificate) };
}

/**
 * The built portal (apps/portal/dist) over https, and the ID-card certificate of each holder asked for (hex DER).
 * @param {Record<string, { personalCode: string, firstName: string, lastName: string }>} holders
 */
export async function idCardBench(holders) {
  const dir = mkdtempSync(path.join(tmpdir(), 'epp-id-card-'));
  try {
    const tls = selfSigned(dir, 'tls', '/CN=127.0.0.1', ['-addext', 'subjectAltName=IP:127.0.0.1']);
    const cards = Object.fromEntries(
      Object.entries(holders).map(([name, { personalCode, firstName, lastName }]) => {
        const subject = `/C=EE/O=ESTEID/OU=authentication/CN=${lastName}\\,${firstName}\\,${personalCode}/SN=${lastName}/GN=${firstName}/serialNumber=PNOEE-${personalCode}`;
        return [name, selfSigned(dir, name, subject, [], 'DER').certificate.toString('hex')];
      }),
    );
    const server = await serveSpa(path.join(root, 'apps/portal/dist'), {
      tls: { key: tls.key, cert: tls.certificate.toString('utf8') },
    });
    return { url: server.url, cards, close: () => server.close() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs in the page before its scripts (context.addInitScript): the extension's page script (`TokenSigning`) and
 * the extension's side of its messages, with the card `certificateHex`. `window.__fakeIdCardExtension.answerNext`
 * queues what the next calls answer: { type: 'CERT' | 'SIGN', result: <error code> }; anything else is 'ok'.
 */
function fakeTokenSigningExtension(certificateHex) {
  const pending = new Map();
  const queued = [];
  const calls = [];
  window.__fakeIdCardExtension = {
    answerNext: (answer) => queued.push(answer),
    calls,
  };
  // The extension's side: answers each page.js message as the native host would.
  window.addEventListener('message', (event) => {
    const message = event.data;
    if (event.source !== window || message?.src !== 'page.js') return;
    calls.push({ type: message.type, lang: message.lang, hashtype: message.hashtype });
    const index = queued.findIndex((answer) => answer.type === message.type);
    const failure = index === -1 ? null : queued.splice(index, 1)[0].result;
    const reply = { src: 'background.js', nonce: message.nonce, result: failure ?? 'ok' };
    if (!failure && message.type === 'VERSION') Object.assign(reply, { version: '1.1.0', extension: '1.1.0' });
    if (!failure && message.type === 'CERT') reply.cert = certificateHex;
    // a signature's size: the hash signed is what the card got; the demo checks only that one came
    if (!failure && message.type === 'SIGN') reply.signature = `${message.hash}${message.hash}`;
    setTimeout(() => window.postMessage(reply, '*'), 20);
  });
  // The page script: the `TokenSigning` hwcrypto.js looks for, a promise per message.
  window.addEventListener('message', (event) => {
    const message = event.data;
    if (event.source !== window || message?.src !== 'background.js' || !pending.has(message.nonce)) return;
    const { resolve, reject } = pending.get(message.nonce);
    pending.delete(message.nonce);
    if (message.result !== 'ok') reject(new Error(message.result));
    else if (message.signature !== undefined) resolve({ hex: message.signature });
    else if (message.cert !== undefined) resolve({ hex: message.cert });
    else resolve(message.version);
  });
  let counter = 0;
  const send = (message) =>
    new Promise((resolve, reject) => {
      const nonce = `nonce-${++counter}`;
      pending.set(nonce, { resolve, reject });
      window.postMessage({ src: 'page.js', nonce, ...message }, '*');
    });
  window.TokenSigning = class TokenSigning {
    getVersion() {
      return send({ type: 'VERSION' });
    }
    getCertificate(options) {
      return send({ type: 'CERT', lang: options.lang, filter: options.filter });
    }
    sign(cert, hash, options) {
      return send({ type: 'SIGN', cert: cert.hex, hash: hash.hex, hashtype: hash.type, lang: options.lang });
    }
  };
}

/** Installs the fake extension into every page of the context, with the card of `certificateHex`. */
export const installFakeExtension = (context, certificateHex) =>
  context.addInitScript(fakeTokenSigningExtension, certificateHex);

/** The extension answers the next call of `type` ('CERT' or 'SIGN') with the error code `result`. */
export const answerNext = (page, type, result) =>
  page.evaluate((answer) => window.__fakeIdCardExtension.answerNext(answer), { type, result });

/** What the page asked the extension so far: [{ type, lang, hashtype }]. */
export const extensionCalls = (page) => page.evaluate(() => window.__fakeIdCardExtension.calls);

/**
 * Opens /login's ID-card tab once the page has hydrated (its submit button, disabled in the prerendered HTML, is
 * enabled; a tab pressed before that only takes the focus); answers the ID-card login button.
 */
export async function openIdCardLogin(page, et, exact) {
  await page.goto('/login');
  await page.waitForFunction(() => document.querySelector('button[type="submit"]:not([disabled])') !== null);
  await page.getByRole('tab', { name: exact(et.screens.public.login.idCard) }).click();
  return page.getByRole('button', { name: exact(et.screens.public.login.idCardSubmit) });
}
