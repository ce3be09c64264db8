import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scratchRepo } from './fixtures.test-support.mjs';
import { createReviewServer } from './server.mjs';
import { writeReviewPage } from './write.mjs';

let server;
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())));

async function serve() {
  const { root, write, shots, out } = scratchRepo();
  write(`${shots}/Primary-et-chromium-linux.png`, 'old primary');
  write(`${out}/Primary-et-actual-chromium-linux.png`, 'new primary');
  write(`${shots}/Keyboard-Press-et-chromium-linux.png`, 'not listed');
  const outDir = path.join(root, 'review');
  writeReviewPage({ root, outDir });
  server = createReviewServer({ root, outDir });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const post = (route, body) => fetch(`${base}${route}`, { method: 'POST', body: JSON.stringify(body) });
  const baseline = (name) => readFileSync(path.join(root, shots, `${name}-et-chromium-linux.png`), 'utf8');
  return { base, post, baseline, shots, key: `${shots}/Primary-et-chromium-linux.png` };
}

describe('the review server', () => {
  it('takes the listed new picture as the baseline on accept', async () => {
    const { post, baseline, key } = await serve();
    const response = await post('/accept', { key });
    expect(response.status).toBe(200);
    expect(baseline('Primary')).toBe('new primary');
  });

  it('refuses to accept a path it did not list: another baseline, a path out of the repository', async () => {
    const { post, baseline, shots } = await serve();
    for (const key of [`${shots}/Keyboard-Press-et-chromium-linux.png`, '../../../tmp/evil.png', '/etc/passwd']) {
      const response = await post('/accept', { key });
      expect(response.status).toBe(403);
    }
    expect(baseline('Keyboard-Press')).toBe('not listed');
    expect(baseline('Primary')).toBe('old primary');
  });

  it('accepts all it listed, and serves only its page and pictures', async () => {
    const { base, post, baseline, key } = await serve();
    expect(await (await post('/accept-all', {})).json()).toEqual({ accepted: [key] });
    expect(baseline('Primary')).toBe('new primary');
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect((await fetch(`${base}/images/0-new.png`)).headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${base}/review.json`)).status).toBe(404);
    expect((await fetch(`${base}/..%2f..%2fpackage.json`)).status).toBe(404);
  });
});
