import { describe, expect, it } from 'vitest';
import { backToListPath, DEFAULT_LIST_PATH } from './back-to-list';

describe('backToListPath', () => {
  it('goes back to the list the details were opened from, filters included', () => {
    expect(backToListPath({ from: '/registry/testing?ean=474' })).toBe('/registry/testing?ean=474');
  });

  it('defaults to the applications list', () => {
    expect(DEFAULT_LIST_PATH).toBe('/registry/applications');
    for (const state of [null, undefined, {}, { from: 12 }, { from: 'https://elsewhere.example' }, { from: '//x' }])
      expect(backToListPath(state)).toBe(DEFAULT_LIST_PATH);
  });
});
