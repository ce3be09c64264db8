import { describe, expect, it } from 'vitest';
import { interfaceLanguageOf } from './use-interface-language';

describe('interfaceLanguageOf', () => {
  it('maps region and script variants to the kit language', () => {
    expect(interfaceLanguageOf('en')).toBe('en');
    expect(interfaceLanguageOf('en-US')).toBe('en');
    expect(interfaceLanguageOf('EN_gb')).toBe('en');
    expect(interfaceLanguageOf('et-EE')).toBe('et');
  });
  it('falls back to Estonian', () => {
    expect(interfaceLanguageOf(undefined)).toBe('et');
    expect(interfaceLanguageOf('fi')).toBe('et');
    expect(interfaceLanguageOf('')).toBe('et');
  });
});
