import { describe, expect, it } from 'vitest';
import { clientFilters } from './filter-fns';

describe('clientFilters.multiSelect', () => {
  const test = clientFilters.multiSelect.prepare(['debt', 'unsynced']);

  it('matches a single value that is chosen', () => {
    expect(test('debt')).toBe(true);
    expect(test('comment')).toBe(false);
  });

  it('matches a list value when any of its items is chosen', () => {
    expect(test(['comment', 'unsynced'])).toBe(true);
    expect(test(['comment', 'typeComments'])).toBe(false);
    expect(test([])).toBe(false);
  });
});
