import { describe, expect, it } from 'vitest';
import { DEMO_API_BASE_URL, MISSING_API_MESSAGE, resolveBuildMode } from './build-mode';

describe('the portal build’s mode', () => {
  it('refuses a build with no API address that did not ask for the demo, saying how to do either', () => {
    expect(() => resolveBuildMode({}, 'build')).toThrow(MISSING_API_MESSAGE);
    expect(() => resolveBuildMode({ VITE_API_BASE_URL: ' ', VITE_DEMO: 'false' }, 'build')).toThrow(
      MISSING_API_MESSAGE,
    );
    expect(MISSING_API_MESSAGE).toContain('VITE_API_BASE_URL');
    expect(MISSING_API_MESSAGE).toContain('VITE_DEMO=true');
  });

  it('builds the real portal with an address and the demo only when asked', () => {
    expect(resolveBuildMode({ VITE_API_BASE_URL: 'https://api.example/api/v1/' }, 'build')).toEqual({
      demo: false,
      apiBaseUrl: 'https://api.example/api/v1/',
    });
    expect(resolveBuildMode({ VITE_DEMO: 'true' }, 'build')).toEqual({ demo: true, apiBaseUrl: DEMO_API_BASE_URL });
  });

  it('keeps the dev server the demo without an address', () => {
    expect(resolveBuildMode({}, 'serve')).toEqual({ demo: true, apiBaseUrl: DEMO_API_BASE_URL });
    expect(resolveBuildMode({ VITE_API_BASE_URL: 'http://127.0.0.1:8000/api/v1/' }, 'serve').demo).toBe(false);
  });

  it('refuses both at once and a demo setting it cannot read', () => {
    expect(() => resolveBuildMode({ VITE_DEMO: 'true', VITE_API_BASE_URL: 'https://api.example/' }, 'build')).toThrow(
      /Choose one/,
    );
    expect(() => resolveBuildMode({ VITE_DEMO: 'yes' }, 'build')).toThrow(/VITE_DEMO is "yes"/);
  });
});
