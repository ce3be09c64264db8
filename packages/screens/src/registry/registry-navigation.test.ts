import { describe, expect, it } from 'vitest';
import { registryBackPath, registryFromState } from './registry-navigation';

describe('registryBackPath', () => {
  it('goes back to the list the details were opened from, filters included', () => {
    expect(registryBackPath(registryFromState('/registry/testing?ean=474'))).toBe('/registry/testing?ean=474');
  });

  it('defaults to the applications list, and never leaves the site', () => {
    for (const state of [null, undefined, {}, { from: 12 }, { from: 'https://elsewhere.example' }, { from: '//x' }])
      expect(registryBackPath(state)).toBe('/registry/applications');
  });
});
