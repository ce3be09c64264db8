/** The renderer's cumulative task, script, style and layout times (ms), to tell JS from the browser's work. */
export async function rendererTimes(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const read = (name) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return {
    task: read('TaskDuration'),
    script: read('ScriptDuration'),
    style: read('RecalcStyleDuration'),
    layout: read('LayoutDuration'),
  };
}
