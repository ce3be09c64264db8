// Medians, ranges and ratios of the benchmark samples, and the markdown of RESULTS.md with the targets of
// issue #8: at 100,000 rows ours ≤ 0.5× AG Grid for mount, filter and sort, heap ≤ 1×; a keystroke at
// 10,000 rows painted within 60 ms.
const METRICS = [
  ['mountMs', 'mount → rows painted', 'ms'],
  ['filterMs', 'keystroke in name filter → painted', 'ms'],
  ['sortMs', 'click on EAN header → painted', 'ms'],
  ['heapBytes', 'JS heap after GC', 'MB'],
];

export const TARGETS = [
  { n: 100_000, metric: 'mountMs', maxRatioToAgGrid: 0.5 },
  { n: 100_000, metric: 'filterMs', maxRatioToAgGrid: 0.5 },
  { n: 100_000, metric: 'sortMs', maxRatioToAgGrid: 0.5 },
  { n: 100_000, metric: 'heapBytes', maxRatioToAgGrid: 1 },
  { n: 10_000, metric: 'filterMs', maxMs: 60 },
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function summarize(samples) {
  const summary = {};
  for (const sample of samples) {
    summary[sample.n] ??= {};
    summary[sample.n][sample.contender] ??= {};
    const entry = summary[sample.n][sample.contender];
    for (const [metric] of METRICS) {
      entry[metric] ??= { values: [] };
      if (sample[metric] !== null) entry[metric].values.push(sample[metric]);
    }
  }
  for (const byN of Object.values(summary)) {
    for (const entry of Object.values(byN)) {
      for (const stats of Object.values(entry)) {
        if (stats.values.length === 0) continue;
        stats.median = median(stats.values);
        stats.min = Math.min(...stats.values);
        stats.max = Math.max(...stats.values);
      }
    }
  }
  return summary;
}

const show = (value, unit) => (unit === 'MB' ? (value / 1e6).toFixed(1) : value.toFixed(0));

export function checkTargets(summary) {
  return TARGETS.map((target) => {
    const ours = summary[target.n]?.ours?.[target.metric]?.median;
    const peer = summary[target.n]?.aggrid?.[target.metric]?.median;
    if (ours === undefined) return { ...target, met: null, text: 'not measured' };
    if (target.maxMs !== undefined) {
      return { ...target, met: ours <= target.maxMs, text: `${ours.toFixed(0)} ms (≤ ${target.maxMs} ms)` };
    }
    if (peer === undefined) return { ...target, met: null, text: 'AG Grid not measured' };
    const ratio = ours / peer;
    return {
      ...target,
      met: ratio <= target.maxRatioToAgGrid,
      text: `${ratio.toFixed(2)}× (≤ ${target.maxRatioToAgGrid}×)`,
    };
  });
}

export function toMarkdown(environment, summary, sizes) {
  const lines = [
    '# Table benchmark results',
    '',
    'Written by `npm run bench` (bench/run-bench.mjs); do not edit by hand. Medians of the runs with min–max;',
    '"ratio" is ours ÷ the peer (below 1 is better for us).',
    '',
    `- Date: ${environment.date}; ${environment.cpus} × ${environment.cpuModel}, ${environment.memoryGiB} GiB; Node ${environment.node}`,
    `- Browser: ${environment.browser}; a fresh browser per run; contenders interleaved; ${environment.runs} runs per size`,
    '',
    '## Targets (issue #8)',
    '',
    '| rows | measure | ours | target | met |',
    '|---:|---|---|---|---|',
  ];
  for (const target of checkTargets(summary)) {
    const label = METRICS.find(([key]) => key === target.metric)?.[1];
    const ours = summary[target.n]?.ours?.[target.metric]?.median;
    const unit = target.metric === 'heapBytes' ? 'MB' : 'ms';
    lines.push(
      `| ${target.n.toLocaleString('en')} | ${label} | ${ours === undefined ? '–' : `${show(ours, unit)} ${unit}`} | ${target.text} | ${target.met === null ? '–' : target.met ? 'yes' : '**no**'} |`,
    );
  }
  for (const [n, byN] of Object.entries(summary)) {
    lines.push('', `## ${Number(n).toLocaleString('en')} rows`, '');
    const names = Object.keys(byN);
    // The baseline (rows generated, no table) is the floor every page shares, not a peer.
    const peers = names.filter((name) => name !== 'ours' && name !== 'baseline');
    lines.push(
      `| measure | ${names.join(' | ')} | ${peers.map((peer) => `ours ÷ ${peer}`).join(' | ')} |`,
      `|---|${names.map(() => '---:').join('|')}|${peers.map(() => '---:').join('|')}|`,
    );
    for (const [metric, label, unit] of METRICS) {
      const cells = names.map((name) => {
        const stats = byN[name][metric];
        if (stats.median === undefined) return '–';
        return `${show(stats.median, unit)} ${unit} (${show(stats.min, unit)}–${show(stats.max, unit)})`;
      });
      const ratios = peers.map((peer) =>
        byN.ours && byN[peer][metric].median ? (byN.ours[metric].median / byN[peer][metric].median).toFixed(2) : '–',
      );
      lines.push(`| ${label} | ${cells.join(' | ')} | ${ratios.join(' | ')} |`);
    }
  }
  lines.push('', '## JavaScript of each page (gzip -9)', '', '| page | gzip | files |', '|---|---:|---|');
  for (const [name, size] of Object.entries(sizes)) {
    lines.push(`| ${name} | ${(size.totalGzipBytes / 1024).toFixed(1)} KB | ${size.files.join(', ')} |`);
  }
  lines.push(
    '',
    "Every page carries the same shared chunk (React, react-dom and the fixtures' row generator); the",
    'difference between pages is the table itself. "baseline" generates the same rows and renders no table:',
    "its heap is the rows' own share of every page's heap, its mount the harness's own time.",
    '',
  );
  return lines.join('\n');
}
