// The "First loads" section of RESULTS.md: Lighthouse's figures for /login and /dashboard in both presets
// against the targets of issue #17 (bench/lighthouse.mjs measures them).
import { LIGHTHOUSE_TARGETS } from './lighthouse.mjs';

const ms = (value) => `${(value / 1000).toFixed(2)} s`;

/** The targets one page and preset misses (empty when it meets them all). */
export function missedTargets(preset, figures) {
  const target = { ...LIGHTHOUSE_TARGETS.all, ...LIGHTHOUSE_TARGETS[preset] };
  const missed = [];
  if (figures.performance < target.performance)
    missed.push(`performance ${figures.performance} < ${target.performance}`);
  if (target.lcpMs && figures.lcpMs > target.lcpMs) missed.push(`LCP ${ms(figures.lcpMs)} > ${ms(target.lcpMs)}`);
  if (target.tbtMs && figures.tbtMs > target.tbtMs)
    missed.push(`TBT ${Math.round(figures.tbtMs)} ms > ${target.tbtMs} ms`);
  // Lighthouse shows CLS to three decimals: 0.000 is 0
  if (figures.cls >= 0.0005) missed.push(`CLS ${figures.cls.toFixed(3)} > 0`);
  if (figures.accessibility < target.accessibility) missed.push(`accessibility ${figures.accessibility}`);
  if (figures.bestPractices < target.bestPractices) missed.push(`best practices ${figures.bestPractices}`);
  return missed;
}

/** The main thread's work by kind, largest first (a results.json of before it was measured: none). */
const breakdownText = (breakdown) =>
  breakdown
    ? `; main thread: ${Object.entries(breakdown)
        .sort((a, b) => b[1] - a[1])
        .map(([group, duration]) => `${group} ${duration} ms`)
        .join(', ')}`
    : '';

/** The figures by build, page and preset (a results.json of before the production build: demo only). */
const rowsOf = (lighthouse) =>
  Object.entries(lighthouse.builds ?? { demo: lighthouse.results }).flatMap(([build, byPage]) =>
    Object.entries(byPage).flatMap(([page, byPreset]) =>
      Object.entries(byPreset).map(([preset, figures]) => ({ build, page, preset, figures })),
    ),
  );

export function lighthouseMarkdown(lighthouse) {
  const rows = rowsOf(lighthouse);
  const lines = [
    '## First loads (Lighthouse, issues #17 and #29)',
    '',
    `- Date: ${lighthouse.date}; ${lighthouse.browser}; Lighthouse ${lighthouse.version}, simulated throttling`,
    `- Machine load average when measured: ${lighthouse.loadAverage.map((value) => value.toFixed(1)).join(', ')} (${lighthouse.cpus} CPUs): TBT and performance grow with a busy machine`,
    `- The built portal served with gzip and a hashed build's cache headers (scripts/serve-spa.mjs); the median of ${lighthouse.runs} runs by performance score (all runs' scores in the last column)`,
    "- Builds: **production** (VITE_API_BASE_URL set: what a deployment's users get; no msw in the page, the demo's own handlers and data answering in Node on the page's origin, bench/lighthouse-api.mjs) and **demo** (the in-browser demo backend: what designers and the demo site get)",
    "- /login: a first visit (storage and cache reset); each role's landing page (/dashboard klient@demo.ee, /packages/testing partner@demo.ee, /registry/applications admin@demo.ee): signed in through the e-mail login, cookies accepted, warm cache",
    "- benchmarkIndex: Lighthouse's measure of the host's speed (lhr.environment.benchmarkIndex; higher is faster), with every figure, so hosts can be compared",
    '- Targets (issue #29): performance ≥ 98 desktop, ≥ 90 mobile; mobile LCP ≤ 2.5 s, TBT ≤ 200 ms; CLS 0; accessibility and best practices 100',
    '',
    '| page | preset | build | performance | FCP | LCP | TBT | CLS | accessibility | best practices | unused JS | benchmarkIndex | targets | runs |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  const order = ({ page, preset }) => `${page} ${preset === 'mobile' ? 0 : 1}`;
  for (const { build, page, preset, figures: f } of [...rows].sort((a, b) => order(a).localeCompare(order(b)))) {
    const missed = missedTargets(preset, f);
    lines.push(
      `| ${page} | ${preset} | ${build} | ${f.performance} | ${ms(f.fcpMs)} | ${ms(f.lcpMs)} | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${f.accessibility} | ${f.bestPractices} | ${(f.unusedJsBytes / 1024).toFixed(0)} KiB | ${f.benchmarkIndex ?? '–'} | ${missed.length ? `**missed**: ${missed.join('; ')}` : 'met'} | ${f.runs.join(', ')} |`,
    );
  }
  const longTasks = rows.map(
    ({ build, page, preset, figures: f }) =>
      `- ${page} ${preset} (${build}): ${f.longTasks.map((task) => `${task.duration} ms ${task.url.replace(/^https?:\/\/[^/]+/, '')}`).join(', ') || 'none'}${breakdownText(f.workBreakdown)}`,
  );
  lines.push(
    '',
    'Longest main-thread tasks of the median run and its main-thread work by kind (Lighthouse’s simulated figures: on mobile the CPU work of the load × 4, as on a slow phone):',
    '',
    ...longTasks,
    '',
  );
  return lines.join('\n');
}
