// `node bench/first-load-profile.mjs [--pages=/login,/dashboard] [--throttle=4] [--runs=3] [--no-build] [--dist=dir]`
//
// What the long tasks of a first load are made of (issue #29), where Lighthouse only names a task's script. The
// production portal is built without minification (so functions keep their names) and served as the Lighthouse
// bench serves it (gzip, the demo's handlers answering in Node, bench/lighthouse-api.mjs); each page loads in
// Chromium with the CPU slowed down by the mobile preset's factor (4×) and a performance trace recorded. For every
// main-thread task of 50 ms or more it prints when it ran, how long, the browser's work in it (script, style,
// layout) and the functions and components with the most time in it; per page, the blocking time after the first
// contentful paint (the sum of each task's time over 50 ms: Lighthouse's TBT measured on a really slowed CPU rather
// than simulated, so its figures are higher but go the same way). /login is a first visit; each role's landing
// page is loaded signed in as that role with a warm cache, as in bench/lighthouse.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../scripts/browser.mjs';
import { serveSpa } from '../scripts/serve-spa.mjs';
import { returningUser, SIGNED_IN_PAGES } from './lighthouse.mjs';
import { demoApiInNode, PRODUCTION_API_BASE } from './lighthouse-api.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: ['/login', ...Object.keys(SIGNED_IN_PAGES)].join(',') },
    throttle: { type: 'string', default: '4' },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean' },
    dist: { type: 'string', default: path.join(here, 'out/portal-profile') },
  },
});
const dist = path.resolve(values.dist);
if (!values['no-build'] || !existsSync(dist)) {
  console.log('building the production portal without minification...');
  execFileSync('npm', ['run', 'build', '-w', '@epp/portal', '--', '--no-minify', '--outDir', dist], {
    cwd: repo,
    stdio: 'ignore',
    env: { ...process.env, VITE_API_BASE_URL: PRODUCTION_API_BASE, VITE_DEMO: '' },
  });
}

const LONG_TASK_MS = 50;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
].join(',');

/** The renderer main thread's tasks, its timeline events and its CPU samples, from a Chromium trace. */
function readTrace(events) {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busiest = mains
    .map(({ pid, tid }) => ({
      pid,
      tid,
      busy: events
        .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask')
        .reduce((sum, e) => sum + (e.dur ?? 0), 0),
    }))
    .sort((a, b) => b.busy - a.busy)[0];
  const onMain = events.filter((e) => e.pid === busiest.pid && e.tid === busiest.tid);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === busiest.pid)?.ts ?? 0;
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === busiest.pid)?.ts ?? tasks[0]?.ts;

  // the CPU profile arrives in chunks: nodes (each with its parent) and samples with time deltas
  const nodes = new Map();
  const samples = [];
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== busiest.pid) continue;
    if (e.name === 'Profile') profiles.set(e.id, { time: e.args.data.startTime });
    if (e.name !== 'ProfileChunk') continue;
    const profile = profiles.get(e.id) ?? { time: 0 };
    profiles.set(e.id, profile);
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      profile.time += timeDeltas[index] ?? 0;
      samples.push({ id, ts: profile.time });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { tasks, onMain, fcp, navigation, nodes, samples };
}

const nameOf = (node) => node.callFrame.functionName || '(anonymous)';
const fileOf = (node) =>
  node.callFrame.url ? `${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber + 1}` : '';

/** One task's make-up: the browser's work by kind, the functions by self time, the components by total time. */
function describeTask(task, { onMain, nodes, samples }) {
  const end = task.ts + task.dur;
  const kinds = new Map();
  for (const e of onMain) {
    if (e.ph !== 'X' || e.ts < task.ts || e.ts >= end || !e.dur) continue;
    if (
      ['UpdateLayoutTree', 'Layout', 'ParseHTML', 'ParseAuthorStyleSheet', 'Paint', 'PrePaint', 'Commit'].includes(
        e.name,
      )
    )
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
    if (
      [
        'EvaluateScript',
        'v8.evaluateModule',
        'FunctionCall',
        'TimerFire',
        'FireAnimationFrame',
        'EventDispatch',
      ].includes(e.name)
    )
      kinds.set(`script:${e.name}`, (kinds.get(`script:${e.name}`) ?? 0) + e.dur / 1000);
  }
  const self = new Map();
  const components = new Map();
  const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
  inTask.forEach((sample, index) => {
    const next = inTask[index + 1]?.ts ?? end;
    const ms = Math.min(next - sample.ts, 2000) / 1000;
    let node = nodes.get(sample.id);
    if (!node) return;
    const selfKey = `${nameOf(node)} ${fileOf(node)}`;
    self.set(selfKey, (self.get(selfKey) ?? 0) + ms);
    const seen = new Set();
    for (; node; node = nodes.get(node.parent)) {
      const name = nameOf(node);
      // a React component: a capitalised function (ours keep their names in this build; libraries shipped
      // minified show short ones, such as styled-components' `Le`)
      if (/^[A-Z][A-Za-z0-9]*$/.test(name) && !seen.has(name)) {
        seen.add(name);
        components.set(name, (components.get(name) ?? 0) + ms);
      }
    }
  });
  const topOf = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
      .join(', ');
  return { kinds: topOf(kinds, 6), self: topOf(self, 8), components: topOf(components, 10) };
}

async function traceLoad(browser, context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.throttle) });
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // what the page does after its last request (a deferred render, idle-time work) belongs to the load too
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await page.close();
  return readTrace(trace);
}

function report(route, run, trace) {
  const long = trace.tasks.filter((t) => t.dur >= LONG_TASK_MS * 1000);
  const blocking = trace.tasks
    .filter((t) => t.ts >= trace.fcp)
    .reduce((sum, t) => sum + Math.max(0, t.dur / 1000 - LONG_TASK_MS), 0);
  console.log(
    `\n${route} run ${run}: FCP ${((trace.fcp - trace.navigation) / 1000).toFixed(0)} ms, blocking time after FCP ${blocking.toFixed(0)} ms, ${long.length} tasks ≥ ${LONG_TASK_MS} ms`,
  );
  for (const task of long) {
    const { kinds, self, components } = describeTask(task, trace);
    console.log(`  at ${((task.ts - trace.navigation) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms`);
    console.log(`    work: ${kinds}`);
    console.log(`    self: ${self}`);
    if (components) console.log(`    components: ${components}`);
  }
  return blocking;
}

const server = await serveSpa(dist, { gzip: true, api: await demoApiInNode() });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
const summary = [];
try {
  for (const route of values.pages.split(',')) {
    const blocking = [];
    for (let run = 1; run <= Number(values.runs); run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      if (route !== '/login') {
        await returningUser(context, server.url, route);
      }
      blocking.push(report(route, run, await traceLoad(browser, context, `${server.url}${route}`)));
      await context.close();
    }
    summary.push(`${route}: blocking time after FCP ${blocking.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`\n${summary.join('\n')}`);
