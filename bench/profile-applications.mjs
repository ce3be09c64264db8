// `node bench/profile-applications.mjs`: a CPU profile of the applications list (bench/src/applications.tsx,
// 10,000 applications in "Kõik") built without minification: the functions with the most self time in a
// name-filter keystroke and in a barcode scan.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../scripts/browser.mjs';
import { serveStatic } from './serve-static.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
if (!process.argv.includes('--no-build'))
  execFileSync('npx', ['vite', 'build', '-c', 'bench/vite.config.ts'], {
    cwd: path.resolve(here, '..'),
    env: { ...process.env, BENCH_PROFILE: '1' },
    stdio: 'ignore',
  });
const server = await serveStatic(path.join(here, 'out/dist'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });

function top(profile, count = 25) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${key}`)
    .join('\n');
}

async function phase(label, action) {
  await cdp.send('Profiler.start');
  await action();
  await page.waitForFunction(() => window.__applications.measuredMs !== undefined, null, { timeout: 120_000 });
  const { profile } = await cdp.send('Profiler.stop');
  const ms = await page.evaluate(() => window.__applications.measuredMs);
  console.log(`\n== ${label}: ${ms.toFixed(0)} ms until painted\n${top(profile)}`);
}

const load = async () => {
  await page.goto(`${server.url}/pages/applications.html`);
  await page.waitForFunction(() => window.__applications?.mountMs !== undefined, null, { timeout: 120_000 });
};
await load();
await page.getByRole('textbox', { name: 'Toote nimetus' }).click();
await page.evaluate(() => {
  const range = () => document.querySelector('nav [role=status]')?.textContent;
  const before = range();
  window.__applications.arm(() => range() !== before);
});
await phase('filter keystroke', () => page.keyboard.press('7'));
await load();
const ean = await page.evaluate(() => window.__applications.rows[4321].ean);
await page.evaluate(() =>
  window.__applications.arm(() =>
    [...document.querySelectorAll('button')].some((button) => button.textContent === 'Valitud näidised (1)'),
  ),
);
await phase('scan', () =>
  page.evaluate((code) => {
    const start = performance.now();
    [...code, 'Enter'].forEach((key, index) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'timeStamp', { value: start + index * 3 });
      document.body.dispatchEvent(event);
    });
  }, ean),
);
await browser.close();
server.close();
