// `node bench/testing-list.mjs [--n=10000] [--runs=5]`: the operator's Testing list (the real screen, "Kõik",
// N packages) built for production and driven in Chromium. Measures, from the keydown to two animation
// frames after the result is on screen: a keystroke in the EAN filter (the field shows it; the list is
// filtered on "Otsi"/Enter, spec §2), and Enter (the filtered rows painted). Prints medians and min–max.

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, resolveChromium } from '../scripts/browser.mjs';
import { serveStatic } from './serve-static.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'out/testing-list');
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const n = Number(arg('n', '10000'));
const runs = Number(arg('runs', '5'));

execFileSync('npx', ['vite', 'build', '-c', path.join(here, 'testing-list/vite.config.ts')], {
  cwd: path.resolve(here, '..'),
  stdio: 'inherit',
});

const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : (await resolveChromium()).executablePath;
const server = await serveStatic(dist);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = { mount: [], keystroke: [], apply: [] };

/** Milliseconds from the next keydown until the expression `done` holds in the page, plus two frames. */
const clock = (page, done) =>
  page.evaluate((source) => {
    const isDone = new Function(`return (${source});`);
    return new Promise((resolve) => {
      document.addEventListener(
        'keydown',
        () => {
          const start = performance.now();
          const frame = () => new Promise((next) => requestAnimationFrame(next));
          (async () => {
            while (!isDone()) await frame();
            await frame();
            await frame();
            resolve(performance.now() - start);
          })();
        },
        { capture: true, once: true },
      );
      window.__armed = true;
    });
  }, done);

for (let run = 1; run <= runs; run++) {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const started = Date.now();
  await page.goto(`${server.url}/index.html?n=${n}`);
  await page.waitForSelector('table[data-virtual] tbody td', { timeout: 120_000 });
  results.mount.push(Date.now() - started);
  const { ean, expected } = await page.evaluate(() => {
    const rows = window.__rows;
    // The last package's EAN: unique among the rows, so Enter leaves one row.
    return { ean: rows[rows.length - 1].ean, expected: rows[rows.length - 1].ean };
  });
  const input = page.getByRole('textbox', { name: 'EAN kood' });
  await input.click();
  await input.fill(ean.slice(0, -1));
  // One keystroke: the last digit.
  const typed = clock(page, `document.activeElement?.value === ${JSON.stringify(ean)}`);
  await page.waitForFunction(() => window.__armed);
  await page.keyboard.press(ean.slice(-1));
  results.keystroke.push(await typed);
  await page.evaluate(() => {
    window.__armed = false;
  });
  // Enter: "Otsi", the filtered rows painted (one row: the last package).
  const applied = clock(
    page,
    `document.querySelectorAll('table tbody tr').length === 1 && document.querySelector('table tbody')?.textContent.includes(${JSON.stringify(expected)})`,
  );
  await page.waitForFunction(() => window.__armed);
  await page.keyboard.press('Enter');
  results.apply.push(await applied);
  if (errors.length) throw new Error(errors.join('; '));
  await browser.close();
  console.log(
    `run ${run}: load ${results.mount.at(-1)} ms, keystroke ${results.keystroke.at(-1).toFixed(0)} ms, Enter ${results.apply.at(-1).toFixed(0)} ms`,
  );
}
server.close();
const fmt = (values) =>
  `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
console.log(`\nTesting list, ${n} packages, "Kõik":`);
console.log(`  keystroke in EAN filter → painted: ${fmt(results.keystroke)}`);
console.log(`  Enter (Otsi) → filtered rows painted: ${fmt(results.apply)}`);
console.log(`  page load → first rows: ${fmt(results.mount)}`);
