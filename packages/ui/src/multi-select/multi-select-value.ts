/**
 * What the closed multi-select shows: nothing chosen → the placeholder; up to `maxLabels` chosen → their
 * labels, comma-separated; more → a count ("3 valitud"), since a long list would be cut off anyway.
 */
export type MultiSelectSummary =
  | { kind: 'placeholder' }
  | { kind: 'labels'; text: string }
  | { kind: 'count'; count: number };

export function summarizeSelection(labels: readonly string[], maxLabels: number): MultiSelectSummary {
  if (labels.length === 0) return { kind: 'placeholder' };
  if (labels.length <= maxLabels) return { kind: 'labels', text: labels.join(', ') };
  return { kind: 'count', count: labels.length };
}
