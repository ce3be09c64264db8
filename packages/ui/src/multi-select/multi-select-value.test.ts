import { describe, expect, it } from 'vitest';
import { summarizeSelection } from './multi-select-value';

describe('summarizeSelection', () => {
  it('shows the placeholder when nothing is chosen', () => {
    expect(summarizeSelection([], 2)).toEqual({ kind: 'placeholder' });
  });

  it('lists the labels up to the limit', () => {
    expect(summarizeSelection(['Esitatud'], 2)).toEqual({ kind: 'labels', text: 'Esitatud' });
    expect(summarizeSelection(['Esitatud', 'Kinnitatud'], 2)).toEqual({ kind: 'labels', text: 'Esitatud, Kinnitatud' });
  });

  it('shows a count past the limit', () => {
    expect(summarizeSelection(['a', 'b', 'c'], 2)).toEqual({ kind: 'count', count: 3 });
    expect(summarizeSelection(['a'], 0)).toEqual({ kind: 'count', count: 1 });
  });
});
