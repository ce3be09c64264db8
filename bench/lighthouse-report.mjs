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

export function lighthouseMarkdown(lighthouse) {
  const lines = [
    '## First loads (Lighthouse, issue #17)',
    '',
    `- Date: ${lighthouse.date}; ${lighthouse.browser}; Lighthouse ${lighthouse.version}, simulated throttling`,
    `- Machine load average when measured: ${lighthouse.loadAverage.map((value) => value.toFixed(1)).join(', ')} (${lighthouse.cpus} CPUs): TBT and performance grow with a busy machine`,
    `- The built portal (demo mode) served with gzip and a hashed build's cache headers (scripts/serve-spa.mjs); the median of ${lighthouse.runs} runs by performance score (all runs' scores in the last column)`,
    '- /login: a first visit (storage and cache reset); /dashboard: signed in as klient@demo.ee through the e-mail login, cookies accepted, warm cache',
    '- Targets: performance ≥ 95 desktop, ≥ 90 mobile; mobile LCP ≤ 2.5 s, TBT ≤ 200 ms; CLS 0; accessibility and best practices 100',
    '',
    '| page | preset | performance | FCP | LCP | TBT | CLS | accessibility | best practices | unused JS | targets | runs |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const [page, byPreset] of Object.entries(lighthouse.results)) {
    for (const [preset, f] of Object.entries(byPreset)) {
      const missed = missedTargets(preset, f);
      lines.push(
        `| ${page} | ${preset} | ${f.performance} | ${ms(f.fcpMs)} | ${ms(f.lcpMs)} | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${f.accessibility} | ${f.bestPractices} | ${(f.unusedJsBytes / 1024).toFixed(0)} KiB | ${missed.length ? `**missed**: ${missed.join('; ')}` : 'met'} | ${f.runs.join(', ')} |`,
      );
    }
  }
  const longTasks = Object.entries(lighthouse.results).flatMap(([page, byPreset]) =>
    Object.entries(byPreset).map(
      ([preset, f]) =>
        `- ${page} ${preset}: ${f.longTasks.map((task) => `${task.duration} ms ${task.url.replace(/^https?:\/\/[^/]+/, '')}`).join(', ') || 'none'}`,
    ),
  );
  lines.push(
    '',
    'Longest main-thread tasks of the median run (observed, before throttling is simulated):',
    '',
    ...longTasks,
    '',
  );
  return lines.join('\n');
}
