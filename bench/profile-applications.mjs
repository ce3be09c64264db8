// `node bench/profile-applications.mjs`: a CPU profile of the applications list (bench/src/applications.tsx,
// 10,000 applications in "Kõik") built without minification: the functions with the most self time in a
// name-filter keystroke and in a barcode scan, the renderer's task/script/style/layout time of each, and the
// inclusive time of the components (`ALL_FUNCTIONS=1`: of every function, React's work loop included).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../scripts/browser.mjs';
import { dispatchScan } from '../scripts/scanner-keys.mjs';
import { rendererTimes } from './renderer-times.mjs';
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
await cdp.send('Performance.enable');

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

/**
 * Inclusive time of the components (capitalised functions) in the profile: a component's own body and hooks
 * (React renders its children from its work loop, outside the parent's frame).
 */
function inclusive(profile, count = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const total = new Map();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at).callFrame.functionName;
      const counted = process.env.ALL_FUNCTIONS ? name && !name.startsWith('(') : /^[A-Z]/.test(name);
      if (!counted || seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  return [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${name}`)
    .join('\n');
}

async function phase(label, action) {
  const before = await rendererTimes(cdp);
  await cdp.send('Profiler.start');
  await action();
  await page.waitForFunction(() => window.__applications.measuredMs !== undefined, null, { timeout: 120_000 });
  const { profile } = await cdp.send('Profiler.stop');
  const after = await rendererTimes(cdp);
  const spent = Object.entries(after)
    .map(([name, value]) => `${name} ${(value - before[name]).toFixed(0)} ms`)
    .join(', ');
  const ms = await page.evaluate(() => window.__applications.measuredMs);
  console.log(`\n== ${label}: ${ms.toFixed(0)} ms until painted (main thread: ${spent})\n${top(profile)}`);
  console.log(`-- inclusive:\n${inclusive(profile)}`);
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
await phase('scan', () => page.evaluate(dispatchScan, ean));
await browser.close();
server.close();
