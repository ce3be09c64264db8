// The portal's first loads as users feel them (issue #17): Lighthouse 13 (npm package) against a BUILT portal
// served with gzip and a hashed build's cache headers (scripts/serve-spa.mjs), in Debian's Chromium, simulated
// throttling, both presets. Two builds (bench/run-bench.mjs): demo mode (the in-browser demo backend, what
// designers and the demo site get) and production (VITE_API_BASE_URL set: no msw in the page, the same demo
// handlers answering in Node on the page's origin, bench/lighthouse-api.mjs):
//   - /login: a first visit (Lighthouse resets storage and cache before each run);
//   - each role's landing page (issue #29): /dashboard (the client), /packages/testing (the partner),
//     /registry/applications (the operator), each signed in as that role's demo account through the e-mail login
//     (the session stored as the portal stores it), cookies accepted, after one visit: a returning user's warm
//     cache (storage reset off).
// Every figure carries Lighthouse's `benchmarkIndex` of the host (lhr.environment), so runs on different hosts
// can be compared.
// `runs` runs per page and preset; the median run (by performance score) is reported.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../scripts/browser.mjs';
import { serveSpa } from '../scripts/serve-spa.mjs';

export const LIGHTHOUSE_TARGETS = {
  desktop: { performance: 98 },
  mobile: { performance: 90, lcpMs: 2500, tbtMs: 200 },
  all: { cls: 0, accessibility: 100, bestPractices: 100 },
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const PRESETS = { mobile: undefined, desktop: desktopConfig };
/** Each role's landing page and the demo account that signs in to it. */
export const SIGNED_IN_PAGES = {
  '/dashboard': 'klient@demo.ee',
  '/packages/testing': 'partner@demo.ee',
  '/registry/applications': 'admin@demo.ee',
};
export const LIGHTHOUSE_PAGES = ['/login', ...Object.keys(SIGNED_IN_PAGES)];
export const LIGHTHOUSE_PRESETS = Object.keys(PRESETS);

/** The figures of one Lighthouse result. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id];
  const unused = audit('unused-javascript')?.details;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    fcpMs: audit('first-contentful-paint').numericValue,
    lcpMs: audit('largest-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    unusedJsBytes: unused?.overallSavingsBytes ?? 0,
    failedAudits: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
          lhr.categories['best-practices'].auditRefs
            .concat(lhr.categories.accessibility.auditRefs)
            .some((ref) => ref.id === a.id),
      )
      .map((a) => a.id),
    lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    shifts: (audit('layout-shifts')?.details?.items ?? []).map((item) => ({
      score: item.score,
      node: item.node?.snippet ?? null,
    })),
    // where the main thread's time went (script evaluation, style & layout, rendering, parsing...), in ms
    workBreakdown: Object.fromEntries(
      (audit('mainthread-work-breakdown')?.details?.items ?? []).map((item) => [item.group, Math.round(item.duration)]),
    ),
    longTasks: (audit('long-tasks')?.details?.items ?? []).slice(0, 5).map((item) => ({
      url: item.url,
      startTime: Math.round(item.startTime),
      duration: Math.round(item.duration),
    })),
  };
}

const median = (results) => [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];

/**
 * Signs in as `email` through the e-mail login (after clearing the previous role's session), accepts cookies
 * and lands on `landing`.
 */
async function signIn(context, baseUrl, email, landing) {
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login/email`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(`${baseUrl}/login/email`);
  await page.getByRole('textbox', { name: /^E-post/ }).fill(email);
  await page.getByLabel(/^Parool/).fill('demo');
  await page.getByRole('button', { name: 'Logi sisse' }).click();
  await page.waitForURL(`**${landing}`, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Nõustun' }).click();
  await page.getByRole('button', { name: 'Nõustun' }).waitFor({ state: 'detached' });
  await page.close();
}

/**
 * Makes `context` the returning user of a role's landing page: signed in as its demo account (SIGNED_IN_PAGES),
 * cookies accepted, and one visit made, so the cache is warm when the page is measured.
 */
export async function returningUser(context, baseUrl, landing) {
  await signIn(context, baseUrl, SIGNED_IN_PAGES[landing], landing);
  const warm = await context.newPage();
  await warm.goto(`${baseUrl}${landing}`);
  await warm.waitForLoadState('networkidle');
  await warm.close();
}

/**
 * Runs Lighthouse on the built portal in `dist` (`api`: the API it talks to, on its origin; none in demo mode).
 * @returns {Promise<{ browser: string, results: Record<string, Record<string, object>> }>}
 */
export async function runLighthouse({
  dist,
  executablePath,
  api,
  runs = 3,
  pages = LIGHTHOUSE_PAGES,
  presets = LIGHTHOUSE_PRESETS,
  log = console.log,
}) {
  const server = await serveSpa(dist, { gzip: true, api });
  const port = 9300 + Math.floor(Math.random() * 500);
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'epp-lighthouse-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    viewport: null,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  const browserVersion = context.browser()?.version() ?? '';
  const results = {};
  const measure = async (route, preset, disableStorageReset) => {
    const all = [];
    for (let run = 1; run <= runs; run++) {
      const { lhr } = await lighthouse(
        `${server.url}${route}`,
        { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset },
        PRESETS[preset],
      );
      if (lhr.runtimeError) throw new Error(`${route} ${preset}: ${lhr.runtimeError.message}`);
      const figures = figuresOf(lhr);
      if (disableStorageReset && !lhr.finalDisplayedUrl.endsWith(route)) {
        throw new Error(`${route}: landed on ${lhr.finalDisplayedUrl} (not signed in?)`);
      }
      all.push(figures);
      log(
        `  ${route} ${preset} run ${run} (benchmarkIndex ${figures.benchmarkIndex}, load ${os.loadavg()[0].toFixed(1)}): perf ${figures.performance} FCP ${Math.round(figures.fcpMs)} LCP ${Math.round(figures.lcpMs)} TBT ${Math.round(figures.tbtMs)} CLS ${figures.cls.toFixed(3)} a11y ${figures.accessibility} bp ${figures.bestPractices}`,
      );
    }
    results[route] ??= {};
    results[route][preset] = { ...median(all), runs: all.map((r) => r.performance) };
  };
  try {
    if (pages.includes('/login')) for (const preset of presets) await measure('/login', preset, false);
    for (const landing of Object.keys(SIGNED_IN_PAGES)) {
      if (!pages.includes(landing)) continue;
      await returningUser(context, server.url, landing);
      for (const preset of presets) await measure(landing, preset, true);
    }
  } finally {
    await context.close();
    server.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  return { browser: `${executablePath} ${browserVersion}`, results };
}
