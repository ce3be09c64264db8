// `node bench/profile.mjs [contender] [n]`: a CPU profile of one contender's mount, name-filter keystroke and
// EAN sort, built without minification; prints the functions with the most self time in each phase.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../scripts/browser.mjs';
import { rendererTimes } from './renderer-times.mjs';
import { serveStatic } from './serve-static.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const [name = 'ours', n = '100000'] = process.argv.slice(2);
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

function top(profile, count = 18) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[index] ?? 0) / 1000);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${key}`)
    .join('\n');
}

async function phase(label, action) {
  const before = await rendererTimes(cdp);
  await cdp.send('Profiler.start');
  const ms = await action();
  const { profile } = await cdp.send('Profiler.stop');
  const after = await rendererTimes(cdp);
  const spent = Object.keys(after)
    .map((key) => `${key} ${(after[key] - before[key]).toFixed(0)} ms`)
    .join(', ');
  console.log(`\n== ${label}: ${ms?.toFixed?.(0) ?? ms} ms (renderer: ${spent})\n${top(profile)}`);
}

await phase('mount', async () => {
  await page.goto(`${server.url}/pages/${name}.html?n=${n}`);
  await page.waitForFunction(() => window.__bench?.mountMs !== undefined, null, { timeout: 120000 });
  return page.evaluate(() => window.__bench.mountMs);
});
const { nameFilterInput, eanSortTarget } = await page.evaluate(() => window.__bench.selectors);
await phase('sort', async () => {
  const candidates = await page.evaluate(() => {
    const eans = window.__bench.rows.map((row) => row.ean);
    return [
      eans.reduce((a, b) => (b < a ? b : a)),
      eans.reduce((a, b) => (b.length < a.length || (b.length === a.length && b < a) ? b : a)),
    ];
  });
  await page.evaluate((values) => window.__bench.arm('pointerdown', 'ean', values), candidates);
  await page.click(eanSortTarget);
  await page.waitForFunction(() => window.__bench.measuredMs !== undefined, null, { timeout: 120000 });
  return page.evaluate(() => window.__bench.measuredMs);
});
await page.goto(`${server.url}/pages/${name}.html?n=${n}`);
await page.waitForFunction(() => window.__bench?.mountMs !== undefined, null, { timeout: 120000 });
await page.click(nameFilterInput);
await phase('filter', async () => {
  const { char, expected } = await page.evaluate(() => {
    const rows = window.__bench.rows;
    const first = rows[0].name.toLowerCase();
    for (const letter of 'jvwypkgbcdfhmuoirlnstae') {
      if (first.includes(letter)) continue;
      const matches = rows.filter((row) => row.name.toLowerCase().includes(letter));
      if (matches.length / rows.length >= 0.02) return { char: letter, expected: matches[0].name };
    }
  });
  await page.evaluate((value) => window.__bench.arm('keydown', 'name', [value]), expected);
  await page.keyboard.press(char);
  await page.waitForFunction(() => window.__bench.measuredMs !== undefined, null, { timeout: 120000 });
  return page.evaluate(() => window.__bench.measuredMs);
});
await browser.close();
server.close();
