import { describe, expect, it } from 'vitest';
import { foldedColumnIds } from './features';

describe('foldedColumnIds', () => {
  const columns = [
    { id: 'ean', foldBelow: undefined },
    { id: 'client', foldBelow: 900 },
    { id: 'color', foldBelow: 1100 },
  ];

  it('folds the columns whose width the container is narrower than, least important first', () => {
    expect([...foldedColumnIds(columns, 1200)]).toEqual([]);
    expect([...foldedColumnIds(columns, 1099)]).toEqual(['color']);
    expect([...foldedColumnIds(columns, 899)]).toEqual(['client', 'color']);
  });

  it('never folds a column without a priority, nor one at exactly its width', () => {
    expect([...foldedColumnIds(columns, 0)]).toEqual(['client', 'color']);
    expect([...foldedColumnIds(columns, 1100)]).toEqual([]);
  });
});
